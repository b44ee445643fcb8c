import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The profile's shape while it loads. */
export function ClubSkeleton() {
  const { t } = useTranslation('club');
  return (
    <div className="profile-page" aria-busy="true" aria-label={t('loading')} role="status">
      <Container size="xl" px={{ base: 0, sm: 'md' }}>
        <Skeleton className="profile-cover" radius={0} />
      </Container>
      <Container size="xl" className="profile-header">
        <div className="profile-header__card">
          <Group align="flex-start" gap="lg">
            <Skeleton className="profile-logo" />
            <Stack gap="sm" style={{ flex: 1 }}>
              <Skeleton height={22} width={180} radius="sm" />
              <Skeleton height={40} width="60%" />
              <Skeleton height={16} width={140} />
            </Stack>
          </Group>
        </div>
      </Container>
      <Container size="xl" mt={40}>
        <Grid gap={32}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Skeleton height={28} width="40%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="85%" />
              <Group grow mt="lg">
                <Skeleton height={260} radius="lg" />
                <Skeleton height={260} radius="lg" visibleFrom="sm" />
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={220} radius="lg" />
          </Grid.Col>
        </Grid>
      </Container>
    </div>
  );
}
