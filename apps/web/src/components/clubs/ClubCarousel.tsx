import { ActionIcon, Group } from '@mantine/core';
import type { ClubCard as ClubCardData } from '@tifo/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubCard, ClubCardSkeleton } from './ClubCard';
import { Icon } from './icons';
import './clubs.css';

interface ClubCarouselProps {
  clubs: readonly ClubCardData[];
  /** Accessible name of the carousel region (usually the section title). */
  label: string;
  loading?: boolean;
  /** How many placeholders to show while loading. */
  skeletons?: number;
}

/**
 * A row of club cards: 4 per view from 1200 px, 3 from 768 px, 1 below (PRODUCT.md §constants). Native scrolling with
 * CSS scroll-snap, so touch, trackpad and the keyboard (the track is focusable) all work; the buttons page
 * by one view.
 */
export function ClubCarousel({ clubs, label, loading = false, skeletons = 4 }: ClubCarouselProps) {
  const { t } = useTranslation('clubs');
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [canScroll, setCanScroll] = useState({ back: false, forward: false });

  const update = useCallback(() => {
    const node = track.current;
    if (!node) return;
    const max = node.scrollWidth - node.clientWidth;
    setCanScroll({ back: node.scrollLeft > 4, forward: node.scrollLeft < max - 4 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update, clubs.length, loading]);

  const page = (direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    node.scrollBy?.({ left: direction * node.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="club-carousel">
      <Group justify="flex-end" gap="xs" mb="xs">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => page(-1)}
          disabled={!canScroll.back}
          aria-label={t('carousel.previous')}
          aria-controls={trackId}
        >
          <Icon name="chevronLeft" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => page(1)}
          disabled={!canScroll.forward}
          aria-label={t('carousel.next')}
          aria-controls={trackId}
        >
          <Icon name="chevronRight" />
        </ActionIcon>
      </Group>
      <ul
        id={trackId}
        ref={track}
        className="club-carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll it with the keyboard
        tabIndex={0}
        aria-label={label}
        aria-busy={loading}
      >
        {loading
          ? Array.from({ length: skeletons }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="club-carousel__item">
                <ClubCardSkeleton />
              </li>
            ))
          : clubs.map((club) => (
              <li key={club.id} className="club-carousel__item">
                <ClubCard club={club} />
              </li>
            ))}
      </ul>
    </div>
  );
}
