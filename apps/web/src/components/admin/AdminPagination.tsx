import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The operator pages' pager (0-based pages), with named previous/next/page buttons; nothing for one page. */
export function AdminPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(next) => onPage(next - 1)}
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
