import { Card, type CardProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** A card that is one article of a list (an offer, an event): bordered, with round corners and room inside. */
export function ArticleCard(props: CardProps & Omit<ComponentPropsWithoutRef<'article'>, keyof CardProps>) {
  return <Card withBorder radius="lg" padding="lg" component="article" {...props} />;
}
