import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../LoadFailed';

/**
 * The loading and error states every dashboard tab shares: a skeleton announced to screen readers while the
 * figures load, an alert with the reason and a retry button when they could not be loaded, else the content.
 */
export function QueryState<T>({
  query,
  height = 220,
  texts,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'> & { refetch: () => unknown };
  height?: number;
  /** What is loading and what could not be loaded, where it is not the dashboard's figures. */
  texts?: { loading: string; loadError: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (query.isPending) {
    return <Skeleton h={height} radius="lg" role="status" aria-label={texts?.loading ?? t('loading')} />;
  }
  if (query.isError || query.data === undefined) {
    return (
      <LoadFailed
        title={texts?.loadError ?? t('loadError')}
        message={query.error?.message}
        onRetry={() => query.refetch()}
        retryLabel={t('retry')}
        compact
      />
    );
  }
  return <>{children(query.data)}</>;
}
