import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/clubs/icons';

/** Clubs, fans and sponsors: who brings what (teamwork section). */
const TEAM: readonly { key: string; icon: IconName; color: string }[] = [
  { key: 'clubs', icon: 'trophy', color: 'tifo' },
  { key: 'fans', icon: 'heart', color: 'amber' },
  { key: 'sponsors', icon: 'handshake', color: 'pitch' },
];

/** The home page's teamwork section: what clubs, fans and sponsors each bring. */
export function TeamworkSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      className="section-tinted"
      py={{ base: 56, md: 88 }}
      aria-labelledby="teamwork-title"
    >
      <Container size="xl">
        <Stack gap={8} align="center" ta="center" mb={40}>
          <Title id="teamwork-title" order={2} fz={{ base: 28, md: 36 }}>
            {t('teamwork.title')}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('teamwork.lead')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className="plain-list">
          {TEAM.map((member, index) => (
            <Card key={member.key} component="li" withBorder radius="lg" padding="xl">
              <Group gap="sm" mb="md" wrap="nowrap">
                <ThemeIcon size={48} radius="md" color={member.color} variant="light">
                  <Icon name={member.icon} size={26} />
                </ThemeIcon>
                <Text fw={800} c="dimmed" fz="sm" aria-hidden="true">
                  {`0${index + 1}`}
                </Text>
              </Group>
              <Title order={3} fz="lg" mb={6}>
                {t(`teamwork.${member.key}.title`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`teamwork.${member.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" fw={700} mt={32} c="night.6">
          {t('teamwork.together')}
        </Text>
      </Container>
    </Box>
  );
}
