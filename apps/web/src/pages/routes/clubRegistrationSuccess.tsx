import { Box, Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/club/Icon';
import { translateMessageKey } from '../../i18n';
import { useDocumentTitle } from '../../lib/hooks';
import '../../components/org/org.css';

/** The thank-you screen after the bank step (PRODUCT.md §organisations), with the way to the club profile. */
export default function ClubRegistrationSuccessPage() {
  const { t } = useTranslation('org');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('routes.clubRegistrationSuccess'));
  const next = ['review', 'mail', 'prepare'] as const;
  return (
    <Box className="org-page">
      <Container size="sm" py={{ base: 40, md: 80 }}>
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="lg" align="flex-start">
            <ThemeIcon size={64} radius="xl" color="pitch" variant="light">
              <Icon name="check" size={34} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t('success.title')}
            </Title>
            <Text size="lg" role="status">
              {translateMessageKey('registrationComplete')}
            </Text>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                {t('success.nextTitle')}
              </Title>
              <List spacing="xs" size="sm">
                {next.map((step) => (
                  <List.Item key={step}>{t(`success.next.${step}`)}</List.Item>
                ))}
              </List>
            </Stack>
            <Group gap="sm" mt="sm" className="org-actions">
              <Button component={Link} to={ROUTES.clubProfile} size="md">
                {t('success.toProfile')}
              </Button>
              <Button component={Link} to={ROUTES.home} size="md" variant="default">
                {t('success.home')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
