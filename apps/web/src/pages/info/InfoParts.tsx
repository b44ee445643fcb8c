import {
  Box,
  Button,
  Card,
  Container,
  Group,
  type MantineSize,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import './info.css';

export interface TitledText {
  title: string;
  text: string;
}

/** A translated list (an array in the JSON); empty while the namespace is not there. */
export function tList<T = TitledText>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

export function PageHero({
  title,
  eyebrow,
  lead,
  variant = 'night',
  children,
}: {
  title: string;
  eyebrow: string;
  lead: string;
  variant?: 'night' | 'red' | 'green';
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      className={variant === 'night' ? 'info-hero' : `info-hero info-hero--${variant}`}
      aria-labelledby={id}
    >
      <Container size="xl" py={{ base: 48, md: 88 }} pos="relative" style={{ zIndex: 1 }}>
        <Stack gap="lg" maw={760}>
          <span className="info-hero__eyebrow">{eyebrow}</span>
          <Title id={id} order={1} c="white" fz={{ base: 34, sm: 44, md: 54 }} lh={1.08}>
            {title}
          </Title>
          <Text className="info-hero__text" fz={{ base: 'md', md: 'xl' }} maw={680}>
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

export function Section({
  title,
  text,
  tinted = false,
  size = 'xl',
  children,
}: {
  title: string;
  text?: string;
  tinted?: boolean;
  size?: MantineSize;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      className={tinted ? 'section-tinted' : undefined}
      py={{ base: 48, md: 80 }}
      aria-labelledby={id}
    >
      <Container size={size}>
        <Stack gap={6} mb={32} maw={720}>
          <Title id={id} order={2} fz={{ base: 26, md: 34 }}>
            {title}
          </Title>
          {text && (
            <Text c="dimmed" size="lg">
              {text}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

export function CardGrid({ items, cols = 3 }: { items: TitledText[]; cols?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg" component="ul" className="plain-list">
      {items.map((item) => (
        <Card key={item.title} component="li" withBorder radius="lg" padding="xl" className="feature-card">
          <Title order={3} fz="lg" mb={6}>
            {item.title}
          </Title>
          <Text c="dimmed" size="sm">
            {item.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function NumberedSteps({ items, green = false }: { items: TitledText[]; green?: boolean }) {
  return (
    <Stack gap="lg" component="ol" className="plain-list">
      {items.map((item, index) => (
        <Box key={item.title} component="li" display="flex" style={{ gap: 16 }}>
          <span className={green ? 'step-number step-number--green' : 'step-number'} aria-hidden="true">
            {index + 1}
          </span>
          <Stack gap={2}>
            <Text fw={700} fz="lg" component="h3" m={0}>
              {item.title}
            </Text>
            <Text c="dimmed">{item.text}</Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** A call to action of the closing section: a page of the app (`to`) or an address (`href`, a mailto). */
export type CtaLink = { label: string; white?: boolean } & ({ to: string } | { href: string });

/** The closing section of an information page: a title, a text and its calls to action (the white ones second). */
export function FinalCta({ title, text, links }: { title: string; text: string; links: readonly CtaLink[] }) {
  const id = useId();
  return (
    <Box component="section" py={{ base: 48, md: 80 }} aria-labelledby={id}>
      <Container size="md">
        <Card radius="xl" padding={40} className="final-cta">
          <Stack align="center" ta="center" gap="md">
            <Title id={id} order={2} c="white" fz={{ base: 26, md: 34 }}>
              {title}
            </Title>
            <Text c="gray.3" maw={560}>
              {text}
            </Text>
            <Group justify="center" gap="sm">
              {links.map((link) => {
                const look = link.white ? ({ variant: 'white', color: 'night' } as const) : {};
                return 'to' in link ? (
                  <Button key={link.label} component={Link} to={link.to} size="md" {...look}>
                    {link.label}
                  </Button>
                ) : (
                  <Button key={link.label} component="a" href={link.href} size="md" {...look}>
                    {link.label}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
