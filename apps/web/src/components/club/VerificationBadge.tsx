import { Badge } from '@mantine/core';
import type { ClubStatus } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** verified → green, approved → blue, anything else (pending, rejected) → red "not verified" (PRODUCT.md §directory). */
export type BadgeKind = 'verified' | 'approved' | 'notVerified';

export function badgeKind(status: ClubStatus): BadgeKind {
  if (status === 'verified') return 'verified';
  if (status === 'approved') return 'approved';
  return 'notVerified';
}

const COLORS: Record<BadgeKind, string> = { verified: 'pitch.8', approved: 'blue.8', notVerified: 'tifo.7' };

export function VerificationBadge({ status }: { status: ClubStatus }) {
  const { t } = useTranslation('club');
  const kind = badgeKind(status);
  return (
    <Badge
      color={COLORS[kind]}
      variant="filled"
      size="lg"
      radius="sm"
      data-testid="verification-badge"
      data-status={kind}
      leftSection={<Icon name={kind === 'notVerified' ? 'alert' : 'shield'} size={14} />}
      tt="none"
    >
      {t(`badge.${kind}`)}
    </Badge>
  );
}
