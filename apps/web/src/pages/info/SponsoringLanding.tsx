import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoEmbed } from '../../components/VideoEmbed';
import { useDocumentTitle } from '../../lib/hooks';
import { CardGrid, FinalCta, NumberedSteps, PageHero, Section, tList } from './InfoParts';
import { VIDEOS } from './videos';

export type SponsoringAudience = 'athletes' | 'clubs' | 'teams';

const SETTINGS = {
  athletes: { route: 'sponsoringAthletes', hero: 'green' },
  clubs: { route: 'sponsoringClubs', hero: 'red' },
  teams: { route: 'sponsoringTeams', hero: 'night' },
} as const;

/** The landing page for one audience of sponsoring (/sponsoring-einzelsportler, -vereine, -teams). */
export function SponsoringLanding({ audience }: { audience: SponsoringAudience }) {
  const { t } = useTranslation('sponsoring');
  const { t: tCommon } = useTranslation('common');
  const { route, hero } = SETTINGS[audience];
  const title = tCommon(`routes.${route}`);
  useDocumentTitle(title);
  const video = VIDEOS[route];

  const actions = (
    <Group gap="sm">
      <Button component={Link} to={ROUTES.registerClub} size="md" color="amber.3" c="night.6">
        {t('shared.register')}
      </Button>
      <Button component={Link} to={ROUTES.clubs} size="md" variant="outline" color="white">
        {t('shared.clubs')}
      </Button>
    </Group>
  );

  return (
    <>
      <PageHero title={title} eyebrow={t(`${audience}.eyebrow`)} lead={t(`${audience}.lead`)} variant={hero}>
        {actions}
      </PageHero>
      <Section title={t('shared.benefitsTitle')}>
        <CardGrid items={tList(t, `${audience}.benefits`)} cols={4} />
      </Section>
      <Section title={t('shared.stepsTitle')} tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="xl">
            <NumberedSteps items={tList(t, `${audience}.steps`)} green={audience === 'athletes'} />
            <Text c="dimmed" size="sm">
              {t('shared.feeNote')}
            </Text>
          </Stack>
          <VideoEmbed videoId={video.id} title={t('shared.videoTitle')} minutes={video.minutes} />
        </SimpleGrid>
      </Section>
      <FinalCta
        title={t('shared.finalTitle')}
        text={t('shared.finalText')}
        links={[
          { to: ROUTES.registerClub, label: t('shared.register') },
          { to: ROUTES.clubs, label: t('shared.clubs'), white: true },
        ]}
      />
    </>
  );
}
