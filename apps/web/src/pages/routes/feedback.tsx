import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';
import { NumberedSteps, PageHero, Section, tList } from '../info/InfoParts';

const FEEDBACK_EMAIL = 'feedback@tifo.ch';

export default function FeedbackPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.feedback');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} eyebrow={t('feedback.eyebrow')} lead={t('feedback.lead')} variant="red" />
      <Section title={t('feedback.ways.title')} size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl" shadow="sm">
            <Stack gap="sm" h="100%">
              <Title order={3} fz="xl">
                {t('feedback.ways.email.title')}
              </Title>
              <Text c="dimmed">{t('feedback.ways.email.text')}</Text>
              <Button component="a" href={`mailto:${FEEDBACK_EMAIL}`} mt="auto" w="fit-content">
                {t('feedback.ways.email.cta')}
              </Button>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl" shadow="sm">
            <Stack gap="sm" h="100%">
              <Title order={3} fz="xl">
                {t('feedback.ways.contact.title')}
              </Title>
              <Text c="dimmed">{t('feedback.ways.contact.text')}</Text>
              <Button component={Link} to={ROUTES.contact} variant="default" mt="auto" w="fit-content">
                {t('feedback.ways.contact.cta')}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Section>
      <Section title={t('feedback.process.title')} tinted size="lg">
        <NumberedSteps items={tList(t, 'feedback.process.steps')} green />
      </Section>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Text ta="center" fz={{ base: 'lg', md: 'xl' }} fw={700}>
          {t('feedback.thanks')}
        </Text>
      </Container>
    </>
  );
}
