import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoEmbed } from '../../components/VideoEmbed';
import { useDocumentTitle } from '../../lib/hooks';
import { CardGrid, FinalCta, PageHero, Section, tList } from '../info/InfoParts';
import { PARTNER_EMAIL, PARTNER_URL, VIDEOS } from '../info/videos';

export default function PartnersPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.partners');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} eyebrow={t('partners.eyebrow')} lead={t('partners.lead')} />
      <Section title={t('partners.programme.title')} text={t('partners.programme.text')}>
        <CardGrid items={tList(t, 'partners.programme.items')} cols={4} />
      </Section>
      <Section title={t('partners.video.title')} text={t('partners.video.text')} tinted size="lg">
        <VideoEmbed
          videoId={VIDEOS.partners.id}
          title={t('partners.video.title')}
          minutes={VIDEOS.partners.minutes}
        />
      </Section>
      <Section title={t('partners.initiative.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card radius="lg" padding="xl" className="info-hero info-hero--green">
            <Stack gap="md" pos="relative" style={{ zIndex: 1 }}>
              <Text c="white" size="lg">
                {t('partners.initiative.text')}
              </Text>
              <Button
                component={Link}
                to={ROUTES.footballIsMore}
                size="md"
                variant="white"
                color="night"
                w="fit-content"
              >
                {t('partners.initiative.cta')}
              </Button>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md">
              <Title order={3} fz="xl">
                {t('partners.external.title')}
              </Title>
              <Text c="dimmed">{t('partners.external.text')}</Text>
              <Anchor href={PARTNER_URL} target="_blank" rel="noopener noreferrer" fw={700}>
                {t('partners.external.link')} <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
              </Anchor>
            </Stack>
          </Card>
        </SimpleGrid>
      </Section>
      <FinalCta
        title={t('partners.become.title')}
        text={t('partners.become.text')}
        links={[{ href: `mailto:${PARTNER_EMAIL}`, label: t('partners.become.cta'), white: true }]}
      />
    </>
  );
}
