import { Alert, Badge, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  DESCRIPTION_FIELDS,
  type Descriptions,
  OFFER_LIMITS,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import type { TranslationStatus } from './useAutoTranslate';

export type DescriptionField = keyof Descriptions;

interface DescriptionFieldsProps {
  idPrefix: string;
  source: WireLanguage;
  values: Descriptions;
  onChange: (field: DescriptionField, value: string) => void;
  onSourceBlur?: () => void;
  /** Languages whose text is still an unedited copy of the source. */
  untranslated: readonly WireLanguage[];
  status: TranslationStatus;
  translationError: string | null;
  /** Validation messages by field, already translated. */
  errors: Partial<Record<DescriptionField, string>>;
  disabled?: boolean;
}

/**
 * The description in the UI language (required, at most 240 characters) and, below it, the automatic
 * translations into the other three languages in editable fields. A copy that no service translated is
 * marked "not translated" until the person edits it (PRODUCT.md §offers, DESIGN.md: translation adapter "none").
 */
export function DescriptionFields({
  idPrefix,
  source,
  values,
  onChange,
  onSourceBlur,
  untranslated,
  status,
  translationError,
  errors,
  disabled,
}: DescriptionFieldsProps) {
  const { t } = useTranslation('offers');
  const sourceField = DESCRIPTION_FIELDS[source];
  const others = WIRE_LANGUAGES.filter((language) => language !== source);
  const sourceText = values[sourceField];
  const max = OFFER_LIMITS.descriptionMax;

  return (
    <Stack gap="sm">
      <Textarea
        id={`${idPrefix}-${sourceField}`}
        label={t('description.label', { language: t(`languages.${source}`) })}
        description={t('description.hint')}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={max}
        value={sourceText}
        onChange={(event) => onChange(sourceField, event.currentTarget.value)}
        onBlur={onSourceBlur}
        error={errors[sourceField]}
        disabled={disabled}
        rightSectionPointerEvents="none"
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
      <Text size="xs" c="dimmed" ta="right" mt={-6} aria-hidden="true">
        {t('counter', { count: Array.from(sourceText).length, max })}
      </Text>
      <Stack gap="xs" className="offers-translations" role="group" aria-labelledby={`${idPrefix}-tr-title`}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" id={`${idPrefix}-tr-title`}>
            {t('description.translations')}
          </Text>
          <Group gap={6} wrap="nowrap" aria-live="polite" role="status">
            {status === 'running' || status === 'pending' ? (
              <>
                <Loader size={14} color="night" aria-hidden="true" />
                <Text size="xs" c="dimmed">
                  {t('description.translating')}
                </Text>
              </>
            ) : null}
          </Group>
        </Group>
        {translationError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Text size="sm">{translationError}</Text>
          </Alert>
        )}
        {others.map((language) => {
          const field = DESCRIPTION_FIELDS[language];
          const notTranslated = untranslated.includes(language);
          return (
            <Textarea
              key={language}
              id={`${idPrefix}-${field}`}
              label={
                <Group gap={6} component="span" wrap="wrap">
                  <span>{t(`languages.${language}`)}</span>
                  {notTranslated && (
                    <Badge
                      color="amber.3"
                      c="night.6"
                      variant="filled"
                      size="sm"
                      radius="sm"
                      tt="none"
                      data-testid={`untranslated-${language}`}
                    >
                      {t('description.untranslated')}
                    </Badge>
                  )}
                </Group>
              }
              autosize
              minRows={2}
              maxRows={6}
              maxLength={max}
              value={values[field]}
              onChange={(event) => onChange(field, event.currentTarget.value)}
              error={errors[field]}
              disabled={disabled}
              styles={{ label: { width: '100%' } }}
            />
          );
        })}
        <Text size="xs" c="dimmed">
          {t('description.translationsHint')}
        </Text>
      </Stack>
    </Stack>
  );
}
