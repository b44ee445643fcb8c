import { Box, Container, Grid, Paper, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePhoneTabs } from '../components/phoneTabs';
import { ClubInvitations } from '../components/profile/ClubInvitations';
import { DocumentsTab } from '../components/profile/DocumentsTab';
import { DonationsOverview } from '../components/profile/DonationsOverview';
import { MoneyNoticesCard } from '../components/profile/MoneyNoticesCard';
import { MyFavourites } from '../components/profile/MyFavourites';
import { MyMemberships } from '../components/profile/MyMemberships';
import { MyPledges } from '../components/profile/MyPledges';
import { MySubscriptions } from '../components/profile/MySubscriptions';
import { ProfileCard } from '../components/profile/ProfileCard';
import { useDocumentTitle, useSession } from '../lib/hooks';
import '../components/org/org.css';

const TABS = ['overview', 'favourites', 'subscriptions', 'pledges', 'membership', 'documents'] as const;
type Tab = (typeof TABS)[number];
/** What each tab shows of the signed-in person. */
const PANELS: Record<Tab, (props: { userId: string }) => ReactNode> = {
  overview: DonationsOverview,
  favourites: MyFavourites,
  subscriptions: MySubscriptions,
  pledges: MyPledges,
  membership: MyMemberships,
  documents: DocumentsTab,
};

/**
 * The supporter's own profile (/profile/user, PRODUCT.md §supporter; issue 16): on the left photo, name, address,
 * e-mail and the account's buttons; on the right the tabs overview (totals per club, each opening its
 * donations and receipts), favourites, subscriptions, pledges (issue 49), membership, and certificates & data. The tab is in the
 * address (?tab=…), so the mails' links open the right one.
 */
export default function UserProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tabs = usePhoneTabs('default');
  useDocumentTitle(t('title'));
  if (!session) return <Navigate to={ROUTES.login} replace />;
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'overview';

  return (
    <Box className="auth-backdrop">
      <Container size="lg" py={{ base: 24, md: 48 }} px={{ base: 'xs', sm: 'md' }}>
        <VisuallyHidden>
          <Title order={1}>{t('title')}</Title>
        </VisuallyHidden>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ProfileCard session={session} />
            <MoneyNoticesCard userId={session.userId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ClubInvitations userId={session.userId} verified={session.verified} />
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
              <Tabs
                value={tab}
                onChange={(next) => setParams(next ? { tab: next } : {})}
                keepMounted={false}
                {...tabs.props}
              >
                <Tabs.List aria-label={t('tabs.label')} mb="md">
                  {TABS.map((name) => (
                    <Tabs.Tab key={name} value={name}>
                      {t(`tabs.${name}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {TABS.map((name) => {
                  const Panel = PANELS[name];
                  return (
                    <Tabs.Panel key={name} value={name}>
                      <Panel userId={session.userId} />
                    </Tabs.Panel>
                  );
                })}
              </Tabs>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
