import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The five brand colours of Tifo, defined once (the press page shows them with name and hex code). */
export const BRAND_COLORS = [
  { name: 'Tifo Red', hex: '#D7263D', usage: 'primary' },
  { name: 'Stadium Night', hex: '#14213D', usage: 'text' },
  { name: 'Pitch Green', hex: '#1B998B', usage: 'accent' },
  { name: 'Flare Amber', hex: '#F4A259', usage: 'highlight' },
  { name: 'Chalk', hex: '#F8F6F1', usage: 'background' },
] as const;

export type BrandColor = (typeof BRAND_COLORS)[number];

export const BRAND = {
  red: BRAND_COLORS[0].hex,
  night: BRAND_COLORS[1].hex,
  green: BRAND_COLORS[2].hex,
  amber: BRAND_COLORS[3].hex,
  chalk: BRAND_COLORS[4].hex,
} as const;

/** Shades around the brand colours; index 6 is the brand colour itself (Mantine's primary shade). */
const tifoRed: MantineColorsTuple = [
  '#fdecee',
  '#f8d3d7',
  '#f0a5ae',
  '#e87583',
  '#e14c5e',
  '#dc3549',
  '#d7263d',
  '#bd1b31',
  '#a8142a',
  '#930b22',
];

const night: MantineColorsTuple = [
  '#eef1f8',
  '#d9deeb',
  '#b0bad6',
  '#8595c2',
  '#6376b1',
  '#4e63a8',
  '#14213d',
  '#111c35',
  '#0d162b',
  '#090f1f',
];

const pitch: MantineColorsTuple = [
  '#e3fbf8',
  '#d1f3ee',
  '#a5e6dd',
  '#75d9cb',
  '#4fcdbb',
  '#37c6b2',
  '#1b998b',
  '#128a7c',
  '#007b6e',
  '#006a5e',
];

const amber: MantineColorsTuple = [
  '#fff3e8',
  '#fbe5d3',
  '#f5c9a6',
  '#f4a259',
  '#ec9145',
  '#e8822f',
  '#e67a22',
  '#cc6815',
  '#b65c0e',
  '#9f4e03',
];

export const theme = createTheme({
  primaryColor: 'tifo',
  primaryShade: 6,
  // Mantine's own red (#fa5252 at shade 6) gives white text 3.3:1 and red text on white the same, below WCAG AA's
  // 4.5:1: every `color="red"` (confirm buttons of dialogs, the sign-out item, error texts) uses the brand's red
  // shades instead (#d7263d: 4.9:1).
  colors: { tifo: tifoRed, red: tifoRed, night, pitch, amber },
  black: BRAND.night,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '800',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
});

export const PLATFORM_NAME: string = import.meta.env.VITE_PLATFORM_NAME ?? 'Tifo';

/** Where people write when something is wrong (the footer, the contact page, notices). */
export const SUPPORT_EMAIL = 'support@tifo.ch';

/**
 * Spread on a Button whose label may be longer than a phone's width (French and Italian labels, a
 * subscription's rhythm): the label wraps instead of being cut off.
 */
/**
 * The title size of the text pages (directory, press, jobs, FAQs, legal documents, donation certificate): 26 px
 * on a phone, where one German word ('Geschäftsbedingungen', 'Spendenbescheinigung') must fit the 343 px line.
 */
export const PAGE_TITLE_SIZE = { base: 26, xs: 30, md: 42 };

export const WRAPPING_BUTTON = {
  h: 'auto',
  mih: 36,
  py: 8,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};
