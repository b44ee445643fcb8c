import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, type LANGUAGES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGE_SELECT_ATTRIBUTE } from '../lib/earlyEvents';

/** English, Deutsch, Français, Italiano; stored as en, du, fr, it. */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('common');
  // Re-render on language change: i18n.language is read through currentLanguage().
  void i18n.language;
  const order = ['en', 'du', 'fr', 'it'] as const satisfies readonly (typeof LANGUAGES)[number][];
  return (
    <NativeSelect
      // Lets boot.ts keep a choice made before the app runs (lib/earlyEvents.ts).
      {...{ [LANGUAGE_SELECT_ATTRIBUTE]: '' }}
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(event) => {
        const value = event.currentTarget.value;
        // A choice made while the page was being hydrated reaches this handler after React put the selector back
        // on the page's language: that is no choice (lib/earlyEvents.ts kept the real one).
        if (isLanguage(value) && value !== currentLanguage()) void setLanguage(value);
      }}
      data={order.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      w={fullWidth ? '100%' : 130}
      size="sm"
    />
  );
}
