import { Blockquote, Button, SimpleGrid, Text } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';
import { CardGrid, FinalCta, NumberedSteps, PageHero, Section, tList } from '../info/InfoParts';

export default function FootballIsMorePage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.footballIsMore');
  useDocumentTitle(title);

  return (
    <>
      <PageHero
        title={title}
        eyebrow={t('footballIsMore.eyebrow')}
        lead={t('footballIsMore.lead')}
        variant="green"
      >
        <Button component={Link} to={ROUTES.clubs} size="lg" color="amber.3" c="night.6" w="fit-content">
          {t('common.findClubs')}
        </Button>
      </PageHero>
      <Section title={t('footballIsMore.pillars.title')}>
        <CardGrid items={tList(t, 'footballIsMore.pillars.items')} cols={4} />
      </Section>
      <Section title={t('footballIsMore.help.title')} tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <NumberedSteps items={tList(t, 'footballIsMore.help.items')} green />
          <Blockquote color="pitch" radius="lg" mt={{ base: 0, md: 'xl' }} bg="white" iconSize={0}>
            <Text fz={{ base: 'lg', md: 22 }} fw={700} lh={1.4}>
              {t('footballIsMore.quote.text')}
            </Text>
            <Text component="cite" display="block" mt="md" c="dimmed" size="sm" fs="normal">
              {t('footballIsMore.quote.author')}
            </Text>
          </Blockquote>
        </SimpleGrid>
      </Section>
      <FinalCta
        title={t('footballIsMore.final.title')}
        text={t('footballIsMore.final.text')}
        links={[{ to: ROUTES.clubs, label: t('common.findClubs') }]}
      />
    </>
  );
}
