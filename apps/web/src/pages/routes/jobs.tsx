import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

/** The open positions: translation key, route and the external application form. */
export const JOB_POSTINGS = [
  { key: 'agent', route: 'jobAgent', applyUrl: 'https://jobs.tifo.ch/apply/agent' },
  {
    key: 'reactDeveloper',
    route: 'jobReactDeveloper',
    applyUrl: 'https://jobs.tifo.ch/apply/react-developer',
  },
] as const;

export type JobKey = (typeof JOB_POSTINGS)[number]['key'];

interface Posting {
  teaser: string;
  workload: string;
  location: string;
  start: string;
  intro: string[];
  tasks: string[];
  profile: string[];
  offer: string[];
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** One job posting: intro, key facts, tasks, profile, offer and the external application link. */
export function JobPostingPage({ job }: { job: JobKey }) {
  const { t } = useTranslation('jobs');
  const { t: tCommon } = useTranslation('common');
  const posting = JOB_POSTINGS.find((entry) => entry.key === job) ?? JOB_POSTINGS[0];
  const title = tCommon(`routes.${posting.route}`);
  useDocumentTitle(title);
  const content = t(`postings.${job}`, { name: PLATFORM_NAME, returnObjects: true }) as unknown as Posting;

  const lists = [
    { key: 'tasks', items: content.tasks, color: 'tifo' },
    { key: 'profile', items: content.profile, color: 'night' },
    { key: 'offer', items: content.offer, color: 'pitch' },
  ] as const;
  const facts = [
    { key: 'workload', value: content.workload },
    { key: 'location', value: content.location },
    { key: 'start', value: content.start },
  ] as const;

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title}>
        <Anchor component={Link} to={ROUTES.jobs} fw={600} w="fit-content">
          ← {t('labels.back')}
        </Anchor>
      </PageHeader>
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-facts">
            <VisuallyHidden>
              <h2 id="job-facts">{t('labels.facts')}</h2>
            </VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
              {facts.map((fact) => (
                <Stack gap={2} key={fact.key}>
                  <Text component="dt" size="sm" c="dimmed" fw={600} tt="uppercase" lts={0.5}>
                    {t(`labels.${fact.key}`)}
                  </Text>
                  <Text component="dd" m={0} fw={700}>
                    {fact.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Card>

          <Stack gap="sm">
            {content.intro.map((paragraph) => (
              <Text key={paragraph} size="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>

          {lists.map((list) => (
            <Box component="section" key={list.key} aria-labelledby={`job-${list.key}`}>
              <Title id={`job-${list.key}`} order={2} fz={{ base: 22, md: 26 }} mb="md">
                {t(`labels.${list.key}`)}
              </Title>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color={list.color} size={22} radius="xl">
                    <CheckIcon />
                  </ThemeIcon>
                }
              >
                {list.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Box>
          ))}

          <Card
            radius="lg"
            padding="xl"
            className="final-cta"
            component="section"
            aria-labelledby="job-apply"
          >
            <Stack gap="sm" align="flex-start">
              <Title id="job-apply" order={2} c="white" fz={{ base: 22, md: 26 }}>
                {t('labels.applyTitle')}
              </Title>
              <Text c="gray.3">{t('labels.applyText', { name: PLATFORM_NAME })}</Text>
              <Button
                component="a"
                href={posting.applyUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                color="amber.3"
                c="night.6"
              >
                {t('labels.apply')}
                <VisuallyHidden> ({t('labels.newTab')})</VisuallyHidden>
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}

/** /jobs: the open positions as cards. */
export default function JobsPage() {
  const { t } = useTranslation('jobs');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.jobs');
  useDocumentTitle(title);
  const why = t('list.why.items', { returnObjects: true }) as unknown as { title: string; text: string }[];

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title}>
        <Text size="lg" c="dimmed">
          {t('list.intro', { name: PLATFORM_NAME })}
        </Text>
      </PageHeader>
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={48}>
          <PageSection id="jobs-openings" title={t('list.openings')} size="lg" below="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {JOB_POSTINGS.map((posting) => (
                <Card
                  key={posting.key}
                  withBorder
                  radius="lg"
                  padding="xl"
                  className="feature-card"
                  component="article"
                >
                  <Stack gap="sm" h="100%">
                    <Group gap="xs">
                      <Badge color="pitch" variant="light" radius="sm">
                        {t(`postings.${posting.key}.workload`)}
                      </Badge>
                      {/* The location is long ('Zürich oder remote in der Schweiz'): it wraps on a narrow phone. */}
                      <Badge
                        color="night"
                        variant="light"
                        radius="sm"
                        h="auto"
                        py={4}
                        maw="100%"
                        styles={{ label: { whiteSpace: 'normal' } }}
                      >
                        {t(`postings.${posting.key}.location`)}
                      </Badge>
                    </Group>
                    <Title order={3} fz="xl">
                      {tCommon(`routes.${posting.route}`)}
                    </Title>
                    <Text c="dimmed" style={{ flex: 1 }}>
                      {t(`postings.${posting.key}.teaser`, { name: PLATFORM_NAME })}
                    </Text>
                    <Button component={Link} to={ROUTES[posting.route]} variant="light" w="fit-content">
                      {t('list.details')}
                      <VisuallyHidden>: {tCommon(`routes.${posting.route}`)}</VisuallyHidden>
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </PageSection>

          <PageSection
            id="jobs-why"
            title={t('list.why.title', { name: PLATFORM_NAME })}
            size="lg"
            below="lg"
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {why.map((item) => (
                <Stack key={item.title} gap={4}>
                  <Text fw={700}>{item.title}</Text>
                  <Text c="dimmed" size="sm">
                    {item.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </PageSection>

          <Card radius="lg" padding="lg" className="section-tinted">
            <Stack gap="xs" align="flex-start">
              <Text>{t('list.spontaneous', { name: PLATFORM_NAME })}</Text>
              <Anchor component={Link} to={ROUTES.contact} fw={600}>
                {t('list.contact')} →
              </Anchor>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
