import { Alert, Anchor, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClubDocument, formatPhone, ORG_LIMITS, type ReviewDetails } from '@tifo/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, fetchSportTypes, sportTypeName } from '../../lib/clubsApi';
import { fetchReviewDetails, orgKeys } from '../../lib/orgApi';
import { LoadFailed } from '../LoadFailed';
import { countryName } from '../org/countries';
import { DESCRIPTION_FIELD } from '../org/DescriptionFields';
import { formatDate, languageName } from '../org/format';
import { StatusBadge } from '../org/StatusBadge';
import { AuditEntries } from './AuditLog';
import { ReviewBank } from './ReviewBank';
import { Card, Definitions } from './ReviewCard';
import { Decision } from './ReviewDecision';
import { TaxExemptionCard } from './ReviewTaxExemption';

/** Signed document links expire after ORG_LIMITS.documentLinkTtlSeconds: fetch fresh ones a minute before. */
const DETAILS_REFRESH_MS = Math.max(60, ORG_LIMITS.documentLinkTtlSeconds - 60) * 1000;

/** One registration in full: decide (approve, verify, reject with a reason), tax exemption, audit. */
export function ReviewDetail({ clubId, onBack }: { clubId: string; onBack: () => void }) {
  const { t } = useTranslation(['admin', 'org']);
  const details = useQuery({
    queryKey: orgKeys.reviewDetails(clubId),
    queryFn: ({ signal }) => fetchReviewDetails(clubId, signal),
    // Fresh links each time the page is opened, and before the old ones expire.
    staleTime: 0,
    refetchInterval: DETAILS_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  const back = (
    <Button variant="subtle" onClick={onBack} w="fit-content" px={4}>
      {t('detail.back')}
    </Button>
  );

  if (details.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('detail.loading')}>
        {back}
        <Skeleton h={120} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  }
  if (details.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadFailed
          title={t('detail.loadError')}
          message={details.error.message}
          onRetry={() => details.refetch()}
          retryLabel={t('retry')}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Registration details={details.data} />
    </Stack>
  );
}

function Registration({ details }: { details: ReviewDetails }) {
  const { t, i18n } = useTranslation(['admin', 'org']);
  const { club, contact, bank } = details;
  const rejected = club.status === 'rejected';
  // A changed account waiting for the operator is what they came for: shown first, and left there once confirmed
  // (so that the confirmation's answer stays in view).
  const [bankFirst] = useState(Boolean(bank?.awaitingConfirmation));
  const sportTypes = useQuery({
    queryKey: clubKeys.sportTypes,
    queryFn: ({ signal }) => fetchSportTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
  const sports = club.tags
    .map((id) => sportTypes.data?.find((type) => type.id === id))
    .map((type, index) => (type ? sportTypeName(type, i18n.language) : String(club.tags[index])))
    .join(', ');
  const descriptions: [string, string][] = (['de', 'en', 'fr', 'it'] as const).map((code) => [
    languageName(code, i18n.language),
    club[DESCRIPTION_FIELD[code]],
  ]);
  const documents = (['doc1', 'doc2'] as const).map(
    (kind) => [kind, details.documents.find((document) => document.kind === kind) ?? null] as const,
  );

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="lg" align="flex-start" wrap="wrap">
          {club.logo && (
            <Image src={club.logo} alt={t('org:logo.previewAlt')} w={88} h={88} radius="md" fit="cover" />
          )}
          <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Group gap="sm" wrap="wrap">
              <Title order={2} fz={{ base: 22, sm: 28 }} className="org-break" data-testid="review-club-name">
                {club.name}
              </Title>
              <StatusBadge status={club.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`org:natures.${club.nature}`)} · /{club.shortName} ·{' '}
              {t('detail.registered', { date: formatDate(club.createdAt) })}
            </Text>
            {rejected && club.rejectionReason && (
              <Alert color="red" variant="light" p="sm" title={t('detail.rejectionReason')}>
                {club.rejectionReason}
              </Alert>
            )}
            {details.completedStep < 3 && (
              <Alert color="amber" variant="light" p="sm">
                {t('detail.incomplete', { step: details.completedStep, total: 3 })}
              </Alert>
            )}
          </Stack>
        </Group>
      </Paper>

      <Decision details={details} />

      {bankFirst && <ReviewBank clubId={club.id} bank={bank} />}

      <Card title={t('detail.organisation')} id="review-organisation">
        <Definitions
          rows={[
            [t('org:club.name'), club.name],
            [t('org:club.shortName'), `/${club.shortName}`],
            [t('org:club.nature'), t(`org:natures.${club.nature}`)],
            [
              t('org:club.email'),
              <Anchor key="email" href={`mailto:${club.email}`} size="sm">
                {club.email}
              </Anchor>,
            ],
            [t('org:club.phone'), formatPhone(club.contactNumber)],
            [
              t('org:club.website'),
              club.website ? (
                <Anchor key="web" href={club.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {club.website}
                </Anchor>
              ) : null,
            ],
            [
              t('detail.address'),
              [
                club.address1,
                club.address2,
                `${club.postalCode} ${club.city}`,
                countryName(club.country, i18n.language),
              ]
                .filter(Boolean)
                .join(', '),
            ],
            [t('org:club.hideAddress'), club.hideAddress ? t('detail.yes') : t('detail.no')],
            [t('org:club.sportTypes'), sports],
            ...descriptions.map(
              ([language, text]) => [t('org:description.label', { language }), text] as [string, ReactNode],
            ),
            [
              t('org:club.sectionAdmins'),
              club.adminEmails
                .map((admin) => `${admin.email} (${t(`org:admins.roles.${admin.role}`)})`)
                .join(', '),
            ],
          ]}
        />
      </Card>

      <Card title={t('detail.contact')} id="review-contact">
        {contact ? (
          <Definitions
            rows={[
              [t('detail.name'), `${contact.firstName} ${contact.lastName}`],
              [t('org:contact.position'), contact.position],
              [
                t('org:contact.email'),
                <Anchor key="email" href={`mailto:${contact.email}`} size="sm">
                  {contact.email}
                </Anchor>,
              ],
              [t('org:contact.phone'), formatPhone(contact.contactNumber)],
              [
                t('detail.address'),
                [
                  contact.address1,
                  contact.address2,
                  `${contact.postalCode} ${contact.city}`,
                  countryName(contact.country, i18n.language),
                ]
                  .filter(Boolean)
                  .join(', '),
              ],
            ]}
          />
        ) : (
          <Text c="dimmed">{t('detail.noContact')}</Text>
        )}
      </Card>

      {!bankFirst && <ReviewBank clubId={club.id} bank={bank} />}

      <Card title={t('org:documents.title')} id="review-documents">
        <Text size="sm" c="dimmed">
          {t('detail.linksExpire', { minutes: Math.round(ORG_LIMITS.documentLinkTtlSeconds / 60) })}
        </Text>
        <Stack gap="sm">
          {documents.map(([kind, document]) => (
            <DocumentLink key={kind} label={t(`org:documents.${kind}`)} document={document} />
          ))}
        </Stack>
      </Card>

      <TaxExemptionCard details={details} />

      <Card title={t('detail.audit')} id="review-audit">
        <AuditEntries entries={details.audit} showClub={false} />
      </Card>
    </>
  );
}

function DocumentLink({
  label,
  document,
}: {
  label: string;
  document: (ClubDocument & { url: string }) | null;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {document ? (
        // A download, never opened in Tifo's pages: what a club uploaded may carry scripts (the API sends it
        // as an attachment, sandboxed).
        <Anchor href={document.url} download={document.fileName} size="sm" className="org-break">
          {t('detail.downloadDocument', { name: document.fileName, date: formatDate(document.uploadedAt) })}
        </Anchor>
      ) : (
        <Text size="sm" c="red.8">
          {t('detail.documentMissing')}
        </Text>
      )}
    </Stack>
  );
}
