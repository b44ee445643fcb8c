import { Button, Collapse, Stack, Text, Textarea } from '@mantine/core';
import { ORG_LIMITS, type WireLanguage } from '@tifo/contract';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n';
import { languageName } from './format';

export type DescriptionField = 'description' | 'descriptionDe' | 'descriptionFr' | 'descriptionIt';

/** The field holding the description in a language (English is the plain `description`, PRODUCT.md §organisations). */
export const DESCRIPTION_FIELD: Record<WireLanguage, DescriptionField> = {
  en: 'description',
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
};

const ORDER: readonly WireLanguage[] = ['de', 'fr', 'it', 'en'];

type DescriptionValues = Record<DescriptionField, string | undefined>;

function DescriptionArea({
  language,
  primary,
  disabled,
}: {
  language: WireLanguage;
  primary: boolean;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('org');
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<DescriptionValues>();
  const field = DESCRIPTION_FIELD[language];
  const length = (watch(field) ?? '').length;
  const name = languageName(language, i18n.language);
  return (
    <Textarea
      label={t('description.label', { language: name })}
      description={t('description.counter', { count: length, max: ORG_LIMITS.descriptionMax })}
      lang={language}
      withAsterisk={primary}
      autosize
      minRows={primary ? 4 : 3}
      maxRows={10}
      maxLength={ORG_LIMITS.descriptionMax}
      disabled={disabled}
      error={issueText(errors[field]?.message)}
      {...register(field)}
    />
  );
}

/**
 * The description in the language the user writes in (required, at most 240 characters with a counter) and,
 * folded away, its translations into the other three languages (optional).
 */
export function DescriptionFields({
  primary,
  disabled = false,
}: {
  primary: WireLanguage;
  disabled?: boolean;
}) {
  const { t } = useTranslation('org');
  const {
    formState: { errors },
  } = useFormContext<DescriptionValues>();
  const others = ORDER.filter((language) => language !== primary);
  const translationError = others.some((language) => errors[DESCRIPTION_FIELD[language]]);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const open = opened || translationError;
  return (
    <Stack gap="sm">
      <DescriptionArea language={primary} primary disabled={disabled} />
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened((value) => !value)}
          aria-expanded={open}
          aria-controls={panelId}
        >
          {open ? t('description.hideTranslations') : t('description.showTranslations')}
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          {t('description.translationsHint')}
        </Text>
      </div>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm">
          {others.map((language) => (
            <DescriptionArea key={language} language={language} primary={false} disabled={disabled} />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
