import { Box, Button, Code, NativeSelect, Text } from '@mantine/core';
import type { PaymentLink } from '@tifo/contract';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbedSites } from './EmbedSites';
import { SectionCard } from './SectionCard';

/** The donate button's script, from this site (its origin is the button's: it fetches and opens Tifo from it). */
const SCRIPT_PATH = '/embed/donate.js';

/** The two lines a club pastes into its website for a link. */
export function embedSnippet(origin: string, code: string, language: string): string {
  return `<script src="${origin}${SCRIPT_PATH}" defer></script>\n<tifo-donate link="${code}" lang="${language}"></tifo-donate>`;
}

/** Loads the button's script into this page once, for the preview. */
function useButtonScript(): void {
  useEffect(() => {
    if (document.querySelector(`script[src="${SCRIPT_PATH}"]`)) return;
    const script = document.createElement('script');
    script.src = SCRIPT_PATH;
    script.defer = true;
    document.head.append(script);
  }, []);
}

/**
 * "Donate button for your website" (issue 48): a link chosen, the snippet to copy, and the button itself as the
 * website will show it.
 */
export function EmbedCard({
  clubId,
  links,
  language,
}: {
  clubId: string;
  links: readonly PaymentLink[];
  language: string;
}) {
  const { t } = useTranslation('dashboard');
  const active = links.filter((link) => !link.archived);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  useButtonScript();
  const chosen = active.find((link) => link.code === code) ?? active[0];
  const snippet = chosen ? embedSnippet(window.location.origin, chosen.code, language) : '';
  return (
    <SectionCard id="share-embed-title" title={t('embed.heading')} intro={t('embed.intro')}>
      {!chosen ? (
        <Text c="dimmed">{t('embed.none')}</Text>
      ) : (
        <>
          <NativeSelect
            label={t('embed.link')}
            value={chosen.code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCopied(false);
            }}
            data={active.map((link) => ({
              value: link.code,
              label: `${link.source} · ${link.productTitle}`,
            }))}
          />
          <Text size="sm" fw={700} id="share-embed-snippet">
            {t('embed.snippet')}
          </Text>
          <Code block aria-labelledby="share-embed-snippet" data-testid="embed-snippet">
            {snippet}
          </Code>
          <Button
            variant="light"
            radius="xl"
            w="fit-content"
            onClick={() => void navigator.clipboard?.writeText(snippet).then(() => setCopied(true))}
          >
            {copied ? t('embed.copied') : t('embed.copy')}
          </Button>
          <Text size="sm" fw={700}>
            {t('embed.preview')}
          </Text>
          <Box data-testid="embed-preview">
            {createElement('tifo-donate', { key: chosen.code, link: chosen.code, lang: language })}
          </Box>
        </>
      )}
      <EmbedSites clubId={clubId} />
    </SectionCard>
  );
}
