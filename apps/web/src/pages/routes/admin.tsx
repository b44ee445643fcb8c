import { Box, Button, Container, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { CLUB_STATUSES, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuditLog } from '../../components/admin/AuditLog';
import { Jobs } from '../../components/admin/Jobs';
import { Ledger } from '../../components/admin/Ledger';
import { Moderation } from '../../components/admin/Moderation';
import { Payouts } from '../../components/admin/Payouts';
import { ReviewDetail } from '../../components/admin/ReviewDetail';
import { ReviewQueue } from '../../components/admin/ReviewQueue';
import { Icon } from '../../components/club/Icon';
import { usePhoneTabs } from '../../components/phoneTabs';
import { translateMessageKey } from '../../i18n';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import '../../components/org/org.css';

type AdminTab = (typeof CLUB_STATUSES)[number] | 'moderation' | 'audit' | 'ledger' | 'payouts' | 'jobs';
const TABS: readonly AdminTab[] = [...CLUB_STATUSES, 'moderation', 'audit', 'ledger', 'payouts', 'jobs'];
/** Tabs with a heading and introduction of their own (the others share the review's). */
const OWN_HEADING: readonly AdminTab[] = ['moderation', 'ledger', 'payouts', 'jobs'];

function isTab(value: string | null): value is AdminTab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

/**
 * The operator's review (DESIGN.md §5, ROLE_ADMIN only): the queue of registrations by state (pending first,
 * oldest first), one registration in full with the decisions, the audit log, the ledger and the jobs. ?tab=, ?page=,
 * ?donation= and ?club=
 * keep the view in the address, so the back button and a shared link work.
 */
export default function AdminPage() {
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('routes.admin'));
  const session = useSession();
  if (!session) return <Navigate to={ROUTES.login} replace />;
  if (!session.roles.includes('ROLE_ADMIN')) return <Forbidden />;
  return <Admin />;
}

function Admin() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const clubId = params.get('club');
  const requestedTab = params.get('tab');
  const tab: AdminTab = isTab(requestedTab) ? requestedTab : 'pending';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const donation = params.get('donation') ?? '';

  const show = (next: Record<string, string>) => setParams(next);
  const phoneTabs = usePhoneTabs('pills');

  return (
    <Box className="org-page">
      <Container size="lg" py={{ base: 24, md: 48 }} px={{ base: 'sm', xs: 'md' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={700} c="tifo.7" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              {t('eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {OWN_HEADING.includes(tab) && !clubId ? t(`${tab}.title`) : t('title')}
            </Title>
            <Text c="dimmed">{OWN_HEADING.includes(tab) && !clubId ? t(`${tab}.intro`) : t('intro')}</Text>
          </Stack>
          {clubId ? (
            <ReviewDetail
              clubId={clubId}
              onBack={() => show({ tab, ...(page ? { page: String(page) } : {}) })}
            />
          ) : (
            <Tabs
              value={tab}
              onChange={(value) => isTab(value) && show({ tab: value })}
              keepMounted={false}
              {...phoneTabs.props}
            >
              <Tabs.List aria-label={t('tabsLabel')}>
                {TABS.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(`tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {CLUB_STATUSES.map((status) => (
                <Tabs.Panel key={status} value={status} pt="lg">
                  <ReviewQueue
                    status={status}
                    page={page}
                    onPage={(next) => show({ tab: status, page: String(next) })}
                    onOpen={(id) => show({ tab: status, ...(page ? { page: String(page) } : {}), club: id })}
                  />
                </Tabs.Panel>
              ))}
              <Tabs.Panel value="moderation" pt="lg">
                <Moderation
                  query={params.get('q') ?? ''}
                  onQuery={(query) => show({ tab: 'moderation', ...(query ? { q: query } : {}) })}
                />
              </Tabs.Panel>
              <Tabs.Panel value="audit" pt="lg">
                <AuditLog
                  clubId={null}
                  page={page}
                  onPage={(next) => show({ tab: 'audit', page: String(next) })}
                  onOpenClub={(id) => show({ tab: 'pending', club: id })}
                />
              </Tabs.Panel>
              <Tabs.Panel value="ledger" pt="lg">
                <Ledger
                  page={page}
                  donation={donation}
                  onPage={(next) =>
                    show({ tab: 'ledger', page: String(next), ...(donation ? { donation } : {}) })
                  }
                  onSearch={(next) => show({ tab: 'ledger', ...(next ? { donation: next } : {}) })}
                />
              </Tabs.Panel>
              <Tabs.Panel value="payouts" pt="lg">
                <Payouts />
              </Tabs.Panel>
              <Tabs.Panel value="jobs" pt="lg">
                <Jobs />
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/** Everyone but the operator: 403 (PRODUCT.md §errors's text). */
function Forbidden() {
  const { t } = useTranslation('admin');
  return (
    <Box className="org-page">
      <Container size="sm" py={{ base: 64, md: 120 }}>
        <Stack align="center" gap="lg" ta="center">
          <ThemeIcon size={72} radius="xl" color="red" variant="light">
            <Icon name="shield" size={36} />
          </ThemeIcon>
          <Text fw={800} c="red.8" fz={40} lh={1} aria-hidden="true">
            403
          </Text>
          <Title order={1} fz={{ base: 28, md: 36 }}>
            {t('forbidden.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {translateMessageKey('status403')}
          </Text>
          <Button component={Link} to={ROUTES.home} size="md">
            {t('forbidden.home')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
