import { Badge } from '@mantine/core';
import type { ClubStatus } from '@tifo/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<ClubStatus, string> = {
  pending: 'amber',
  approved: 'blue',
  verified: 'pitch',
  rejected: 'red',
  taken_down: 'red',
  closed: 'gray',
};

/** The state of an organisation: pending approval, approved, verified, rejected, taken down or closed. */
export function StatusBadge({ status }: { status: ClubStatus }) {
  const { t } = useTranslation('org');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      tt="none"
      size="lg"
      data-testid="status-badge"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
