import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Alert color="red" variant="light" role="alert" title={texts?.loadError ?? t('loadError')}>
        <Stack gap="xs" align="flex-start">
          {query.error && <Text size="sm">{query.error.message}</Text>}
          <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
