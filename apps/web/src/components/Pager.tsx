import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A pager (0-based pages) whose buttons all have names: previous, next and each page, as a screen reader reads
 * them (Mantine's arrows have none of their own). Nothing for a single page.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged, e.g. "Pages of the payouts" (the navigation's name). */
  label?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(next) => onPage(next - 1)}
        aria-label={label}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('pagination.previous')
              : control === 'next'
                ? t('pagination.next')
                : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Group>
  );
}
