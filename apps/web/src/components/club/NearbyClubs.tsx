import type { ClubCard as ClubCardData } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { ClubCard } from '../clubs/ClubCard';
import { Carousel, CarouselItem } from './Carousel';

/** Up to 8 clubs near this one (PRODUCT.md §directory), as a carousel of 4, 3 or 1 cards (PRODUCT.md §constants). */
export function NearbyClubs({ clubs }: { clubs: ClubCardData[] }) {
  const { t } = useTranslation('club');
  if (clubs.length === 0) return null;
  return (
    <Carousel
      id="club-nearby"
      title={t('nearby.title')}
      perView={{ base: 1, md: 3, lg: 4 }}
      previousLabel={t('nearby.previous')}
      nextLabel={t('nearby.next')}
    >
      {clubs.map((club) => (
        <CarouselItem key={club.id}>
          <ClubCard club={club} />
        </CarouselItem>
      ))}
    </Carousel>
  );
}
