import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/clubs/icons';
import { PLATFORM_NAME } from '../../theme';

/** The home page's call to partners and sponsors. */
export function PartnersSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      py={{ base: 56, md: 80 }}
      aria-labelledby="partners-title"
      className="home-partners"
    >
      <Container size="xl">
        <Card radius="xl" padding={0} className="home-partners__card">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
            <Stack gap="md" p={{ base: 28, md: 48 }}>
              <Title id="partners-title" order={2} c="white" fz={{ base: 26, md: 34 }}>
                {t('partners.title')}
              </Title>
              <Text c="gray.3">{t('partners.text', { name: PLATFORM_NAME })}</Text>
              <Group gap="sm" mt="xs">
                <Button component={Link} to={ROUTES.partners} color="amber.3" c="night.6">
                  {t('partners.link')}
                </Button>
                <Button component={Link} to={ROUTES.footballIsMore} variant="outline" color="white">
                  {t('partners.footballLink')}
                </Button>
              </Group>
            </Stack>
            <Stack gap="sm" p={{ base: 28, md: 48 }} justify="center" className="home-partners__aside">
              {(['one', 'two', 'three'] as const).map((item) => (
                <Group key={item} gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={32} radius="xl" color="amber.3" c="night.6">
                    <Icon name="handshake" size={18} />
                  </ThemeIcon>
                  <Text c="white" size="sm">
                    {t(`partners.items.${item}`)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </SimpleGrid>
        </Card>
      </Container>
    </Box>
  );
}
