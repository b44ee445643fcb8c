import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLATFORM_NAME, SUPPORT_EMAIL } from '../theme';
import { Logo } from './Logo';

interface FooterLink {
  to: string;
  key: string;
}

const COLUMNS: { titleKey: string; links: FooterLink[] }[] = [
  {
    titleKey: 'footer.platform',
    links: [
      { to: ROUTES.pricing, key: 'footer.pricing' },
      { to: ROUTES.press, key: 'footer.press' },
      { to: ROUTES.jobs, key: 'footer.jobs' },
    ],
  },
  {
    titleKey: 'footer.help',
    links: [
      { to: ROUTES.faqAthletes, key: 'footer.faqAthletes' },
      { to: ROUTES.faqSponsors, key: 'footer.faqSponsors' },
      { to: ROUTES.contact, key: 'footer.contact' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { to: ROUTES.about, key: 'footer.aboutUs' },
      { to: ROUTES.terms, key: 'footer.terms' },
      { to: ROUTES.privacy, key: 'footer.privacy' },
    ],
  },
];

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" className="site-footer" aria-label={t('footer.label')}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="gray.4" maw={300}>
              {t('footer.about')}
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="amber.3" size="sm" fw={600}>
              {t('footer.support')}
            </Anchor>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack gap="xs" key={column.titleKey}>
              <Title order={2} fz="sm" tt="uppercase" c="white" lts={1}>
                {t(column.titleKey)}
              </Title>
              <Stack gap={6} component="ul" className="plain-list">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} c="gray.3" size="sm">
                      {t(link.key)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="gray.5">
            {t('footer.copyright', { year: new Date().getFullYear(), name: PLATFORM_NAME })}
          </Text>
          <Text size="xs" c="gray.5">
            {t('footer.swisstopo')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
