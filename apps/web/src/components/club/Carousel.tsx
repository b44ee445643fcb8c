import { ActionIcon, Group, Title } from '@mantine/core';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';

export interface PerView {
  /** below 768 px */
  base: number;
  /** from 768 px */
  md: number;
  /** from 1200 px */
  lg: number;
}

/**
 * A horizontal list with CSS scroll-snap: `perView` cards fit the width, the prev/next buttons scroll by one
 * view and are disabled at the ends. Swiping and the keyboard (tab through the cards) work natively.
 */
export function Carousel({
  id,
  title,
  perView,
  previousLabel,
  nextLabel,
  children,
}: {
  id: string;
  title: string;
  perView: PerView;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode[];
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  const style = {
    '--per-view-base': perView.base,
    '--per-view-md': perView.md,
    '--per-view-lg': perView.lg,
  } as CSSProperties;

  const titleId = `${id}-title`;
  const showButtons = !(edges.start && edges.end);

  return (
    <section className="profile-carousel" style={style} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title id={titleId} order={2} fz={{ base: 22, md: 28 }} className="profile-section-title">
          {title}
        </Title>
        {showButtons && (
          <Group gap={8} wrap="nowrap">
            <ActionIcon
              variant="default"
              size={40}
              radius="xl"
              aria-label={previousLabel}
              aria-controls={id}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            >
              <Icon name="left" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={40}
              radius="xl"
              aria-label={nextLabel}
              aria-controls={id}
              disabled={edges.end}
              onClick={() => scroll(1)}
            >
              <Icon name="right" />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {/* Focusable so that keyboard users can scroll it with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <ul className="profile-carousel__track" id={id} ref={track} tabIndex={0} aria-labelledby={titleId}>
        {children}
      </ul>
    </section>
  );
}

export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className="profile-carousel__item">{children}</li>;
}
