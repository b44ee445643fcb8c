import { Anchor, Card, Grid, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks';
import { FinalCta, PageHero, Section, tList } from '../info/InfoParts';
import { SwissMap } from '../info/SwissMap';
import { OFFICE, TEAM } from '../info/team';

export default function AboutPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.about');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} eyebrow={t('about.eyebrow')} lead={t('about.lead')} />
      <Section title={t('about.story.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <Stack gap="md">
            {tList<string>(t, 'about.story.paragraphs').map((paragraph) => (
              <Text key={paragraph} size="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Stack gap="md">
            <Title order={3} fz="xl">
              {t('about.values.title')}
            </Title>
            <Stack gap="sm" component="ul" className="check-list">
              {tList(t, 'about.values.items').map((value) => (
                <li key={value.title}>
                  <Text fw={700} span>
                    {value.title}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {value.text}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section title={t('about.team.title')} text={t('about.team.text')} tinted>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="lg"
          component="ul"
          className="plain-list"
          aria-label={t('about.team.title')}
        >
          {TEAM.map((member) => (
            <Card
              key={member.slug}
              component="li"
              withBorder
              radius="lg"
              padding="lg"
              data-testid="team-member"
            >
              <Stack gap={6} align="center" ta="center">
                <img
                  src={`/team/${member.slug}.svg`}
                  alt={t('about.team.photo', { name: member.name })}
                  width={96}
                  height={96}
                  className="team-avatar"
                />
                <Title order={3} fz="lg" mt="xs">
                  {member.name}
                </Title>
                <Text c="dimmed" size="sm" mih={40}>
                  {t(`about.team.positions.${member.slug}`)}
                </Text>
                <Anchor href={`mailto:${member.email}`} size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                  <VisuallyHidden>{t('about.team.email', { name: member.name })}</VisuallyHidden>
                  {member.email}
                </Anchor>
                {member.linkedIn && (
                  <Anchor
                    href={member.linkedIn}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    c="night.6"
                    aria-label={`${t('about.team.profile', { name: member.name })} ${t('common.newTab')}`}
                  >
                    {t('about.team.profileShort')}
                  </Anchor>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('about.office.title')}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Text size="lg">{t('about.office.text')}</Text>
              <Card withBorder radius="lg" padding="lg">
                <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                  {t('about.office.addressLabel')}
                </Text>
                <Text component="address" fs="normal" fw={600} mt={4}>
                  {t('about.office.company')}
                  <br />
                  {OFFICE.street}
                  <br />
                  {OFFICE.postcode} {OFFICE.city}
                  <br />
                  {t('about.office.country')}
                </Text>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap={6}>
              <Card withBorder radius="lg" padding="md">
                <SwissMap />
              </Card>
              <Text size="xs" c="dimmed">
                {t('about.office.attribution')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Section>

      <FinalCta
        title={t('about.jobs.title')}
        text={t('about.jobs.text')}
        links={[{ to: ROUTES.jobs, label: t('about.jobs.cta'), white: true }]}
      />
    </>
  );
}
