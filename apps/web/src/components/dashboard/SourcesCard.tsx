import { Progress, SegmentedControl, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { GraphPeriod } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSources, linkKeys } from '../../lib/linksApi';
import { chfOf } from '../../lib/paymentsApi';
import { QueryState } from './QueryState';
import { SectionCard } from './SectionCard';

const PERIODS: readonly GraphPeriod[] = ['month', 'year', 'all'];

/**
 * Where the period's gifts came from (issue 48): each payment link and Tifo's own pages, as a table whose share
 * column is drawn as a bar, so that the split reads as a chart and as numbers for a screen reader alike.
 */
export function SourcesCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<GraphPeriod>('year');
  const sources = useQuery({
    queryKey: linkKeys.sources(clubId, period),
    queryFn: ({ signal }) => fetchSources(clubId, period, signal),
  });
  return (
    <SectionCard id="share-sources-title" title={t('share.sourcesHeading')} intro={t('share.sourcesIntro')}>
      <SegmentedControl
        value={period}
        onChange={(value) => setPeriod(value as GraphPeriod)}
        data={PERIODS.map((value) => ({ value, label: t(`overview.periods.${value}`) }))}
        aria-label={t('share.sourcesHeading')}
      />
      <QueryState query={sources}>
        {(data) => {
          if (data.content.length === 0) return <Text c="dimmed">{t('share.noGifts')}</Text>;
          const total = data.content.reduce((sum, row) => sum + row.gross, 0);
          return (
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="sources-table" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('share.sourceColumn')}</Table.Th>
                    <Table.Th ta="right">{t('share.giftsColumn')}</Table.Th>
                    <Table.Th ta="right">{t('share.grossColumn')}</Table.Th>
                    <Table.Th ta="right">{t('share.netColumn')}</Table.Th>
                    <Table.Th>{t('share.share')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.content.map((row) => {
                    const share = total > 0 ? Math.round((row.gross / total) * 100) : 0;
                    return (
                      <Table.Tr key={row.linkId ?? 'tifo'}>
                        <Table.Td>{row.source ?? t('share.tifoPages')}</Table.Td>
                        <Table.Td ta="right">{row.gifts}</Table.Td>
                        <Table.Td ta="right">{chfOf(row.gross)}</Table.Td>
                        <Table.Td ta="right">{chfOf(row.net)}</Table.Td>
                        <Table.Td miw={140}>
                          <Progress value={share} size="sm" color="pitch" aria-hidden="true" />
                          <Text size="xs">{share} %</Text>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
