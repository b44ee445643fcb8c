import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Container,
  Flex,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactsTable } from '../../components/FactsTable';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { useDocumentTitle } from '../../lib/hooks';
import { BRAND_COLORS, PLATFORM_NAME } from '../../theme';
import { useLegalValues } from '../legal/LegalDocument';

const PRESS_EMAIL = 'medien@tifo.ch';
export const LOGO_SVG = '/brand/tifo-logo.svg';
export const LOGO_PNG = '/brand/tifo-logo.png';

/** '#D7263D' → '215, 38, 61' */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(', ');
}

/** Relative luminance above ~0.5 means the swatch needs a border on white. */
function isLight(hex: string): boolean {
  const [r = 0, g = 0, b = 0] = hexToRgb(hex).split(', ').map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.85;
}

/** /presse-medien: fact sheet, press contact, logo downloads and the five brand colours. */
export default function PressPage() {
  const { t } = useTranslation(['press', 'legal']);
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.press');
  useDocumentTitle(title);

  const facts = t('facts.items', {
    ...useLegalValues(),
    returnObjects: true,
  }) as unknown as { label: string; value: string }[];

  const downloads = [
    { key: 'svg', href: LOGO_SVG, file: 'tifo-logo.svg' },
    { key: 'png', href: LOGO_PNG, file: 'tifo-logo.png' },
  ] as const;

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title} intro={t('intro', { name: PLATFORM_NAME })} wide />

      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Stack gap={56}>
          <Flex direction={{ base: 'column', md: 'row' }} gap="xl" align="flex-start">
            <Box component="section" aria-labelledby="press-facts" flex={2} w="100%">
              <Title id="press-facts" order={2} fz={{ base: 24, md: 30 }} mb="md">
                {t('facts.title', { name: PLATFORM_NAME })}
              </Title>
              <FactsTable rows={facts} labelWidth="32%" />
            </Box>
            <Card
              component="section"
              aria-labelledby="press-contact"
              radius="lg"
              padding="xl"
              className="final-cta"
              flex={1}
              w="100%"
            >
              <Stack gap="sm">
                <Title id="press-contact" order={2} c="white" fz={{ base: 22, md: 26 }}>
                  {t('contact.title')}
                </Title>
                <Text c="gray.3">{t('contact.text')}</Text>
                <Text c="gray.4" size="sm" fw={600} tt="uppercase">
                  {t('contact.emailLabel')}
                </Text>
                <Anchor href={`mailto:${PRESS_EMAIL}`} c="amber.3" fw={700} fz="lg">
                  {PRESS_EMAIL}
                </Anchor>
              </Stack>
            </Card>
          </Flex>

          <PageSection id="press-logo" title={t('logo.title')} size="lg">
            <Text c="dimmed" mb="lg" maw={720}>
              {t('logo.text')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Card withBorder radius="lg" padding="xl">
                <Center h="100%" mih={160}>
                  <img src={LOGO_SVG} alt={t('logo.alt', { name: PLATFORM_NAME })} width={280} height={80} />
                </Center>
              </Card>
              <Stack gap="md" justify="center">
                {downloads.map((download) => (
                  <Group key={download.key} gap="xs" style={{ columnGap: 16 }}>
                    <Button
                      component="a"
                      href={download.href}
                      download={download.file}
                      variant={download.key === 'svg' ? 'filled' : 'outline'}
                      miw={200}
                    >
                      {t(`logo.${download.key}`)}
                    </Button>
                    <Text size="sm" c="dimmed">
                      {t(`logo.${download.key}Hint`)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </SimpleGrid>
          </PageSection>

          <PageSection id="press-colors" title={t('colors.title')} size="lg">
            <Text c="dimmed" mb="lg">
              {t('colors.text', { name: PLATFORM_NAME })}
            </Text>
            <SimpleGrid
              cols={{ base: 1, xs: 2, sm: 3, md: 5 }}
              spacing="lg"
              component="ul"
              className="plain-list"
            >
              {BRAND_COLORS.map((color) => (
                <Card key={color.hex} withBorder radius="lg" padding={0} component="li">
                  <Box
                    h={96}
                    bg={color.hex}
                    aria-hidden="true"
                    style={isLight(color.hex) ? { borderBottom: '1px solid #ece8df' } : undefined}
                  />
                  <Stack gap={4} p="md">
                    <Text fw={800}>{color.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`colors.usage.${color.usage}`)}
                    </Text>
                    <Text size="sm" ff="monospace">
                      {t('colors.hex')} {color.hex}
                    </Text>
                    <Text size="sm" ff="monospace">
                      {t('colors.rgb')} {hexToRgb(color.hex)}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </PageSection>
        </Stack>
      </Container>
    </>
  );
}
