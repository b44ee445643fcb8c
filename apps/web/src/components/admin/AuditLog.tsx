import { Anchor, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { fetchAuditLog, orgKeys } from '../../lib/orgApi';
import { EmailAddress } from '../EmailAddress';
import { ListTable } from '../ListTable';
import { LoadFailed } from '../LoadFailed';
import { formatDateTime } from '../org/format';
import { Pager } from '../Pager';
import { PhoneCard, PhoneCards } from './PhoneCards';

/** The review API's audit actions (REVIEW_ACTIONS plus file events) and their translation keys. */
const ACTION_KEYS: Record<string, string> = {
  approve: 'approve',
  verify: 'verify',
  reject: 'reject',
  taxExemption: 'taxExemption',
  'document.viewed': 'documentViewed',
  'document.uploaded': 'documentUploaded',
  'image.uploaded': 'imageUploaded',
  'bank.changed': 'bankChanged',
  'bank.confirmed': 'bankConfirmed',
  'person.suspended': 'personSuspended',
  'person.restored': 'personRestored',
  'club.takenDown': 'clubTakenDown',
  'club.restored': 'clubRestored',
  'payouts.held': 'payoutsHeld',
  'payouts.released': 'payoutsReleased',
  'club.closureRequested': 'closureRequested',
  'club.closureWithdrawn': 'closureWithdrawn',
  'club.closed': 'clubClosed',
  'account.emailChanged': 'emailChanged',
  'account.emailChangeUndone': 'emailChangeUndone',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'object') {
    return `(${Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key} ${valueText(inner)}`)
      .join(', ')})`;
  }
  return String(value);
}

/** 'canton: GR · taxExempt: true · previous: (canton –, taxExempt –)'; the club's name has its own column. */
function detailText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([key, value]) => key !== 'clubName' && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(' · ');
}

/** Audit entries as a table (wide screens scroll it sideways inside its box, never the page). */
export function AuditEntries({
  entries,
  onOpenClub,
  showClub,
}: {
  entries: readonly AuditEntry[];
  onOpenClub?: (clubId: string) => void;
  showClub: boolean;
}) {
  const { t } = useTranslation('admin');
  if (entries.length === 0) return <Text c="dimmed">{t('audit.empty')}</Text>;
  const action = (entry: AuditEntry) => {
    const key = ACTION_KEYS[entry.action];
    return key ? t(`audit.actions.${key}`) : entry.action;
  };
  const club = (entry: AuditEntry) =>
    entry.clubId && onOpenClub ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onOpenClub(entry.clubId ?? '')}>
        {entry.clubName ?? entry.clubId}
      </Anchor>
    ) : (
      (entry.clubName ?? '–')
    );
  return (
    <>
      {/* A phone gets one card per entry instead of a table wider than the screen. */}
      <PhoneCards label={t('audit.caption')}>
        {entries.map((entry) => (
          <PhoneCard key={entry.id}>
            <Stack gap={2}>
              <Text size="sm" fw={700}>
                {action(entry)}
              </Text>
              {showClub && <Text size="sm">{club(entry)}</Text>}
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.createdAt)} · <EmailAddress email={entry.actorEmail} />
              </Text>
              {detailText(entry.details) && (
                <Text size="xs" className="org-break">
                  {detailText(entry.details)}
                </Text>
              )}
            </Stack>
          </PhoneCard>
        ))}
      </PhoneCards>
      <ListTable
        minWidth={560}
        wideOnly
        striped
        verticalSpacing="xs"
        fz="sm"
        data-testid="audit-table"
        caption={t('audit.caption')}
        columns={[
          { label: t('audit.when') },
          { label: t('audit.action') },
          showClub && { label: t('audit.club') },
          { label: t('audit.who') },
          { label: t('audit.details') },
        ]}
      >
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td>{action(entry)}</Table.Td>
            {showClub && <Table.Td>{club(entry)}</Table.Td>}
            <Table.Td>
              <EmailAddress email={entry.actorEmail} />
            </Table.Td>
            <Table.Td className="org-break">{detailText(entry.details)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </>
  );
}

/** POST /admin/audit-log: every operator action, newest first, 25 a page. */
export function AuditLog({
  clubId,
  page,
  onPage,
  onOpenClub,
}: {
  clubId: string | null;
  page: number;
  onPage: (page: number) => void;
  onOpenClub?: (clubId: string) => void;
}) {
  const { t } = useTranslation('admin');
  const log = useQuery({
    queryKey: orgKeys.audit(clubId, page),
    queryFn: ({ signal }) => fetchAuditLog(clubId, page, signal),
  });
  if (log.isPending) return <Skeleton h={240} radius="md" role="status" aria-label={t('audit.loading')} />;
  if (log.isError) {
    return (
      <LoadFailed
        title={t('audit.loadError')}
        message={log.error.message}
        onRetry={() => log.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <AuditEntries entries={log.data.content} showClub={clubId === null} onOpenClub={onOpenClub} />
        <Pager page={page} totalPages={log.data.totalPages} onPage={onPage} />
      </Stack>
    </Paper>
  );
}
