import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '../lib/api';
import { getCaptchaChallenge } from '../lib/endpoints';

/** The ALTCHA web component's element (its `altcha/types/react` declaration needs a side-effect import). */
interface AltchaElement extends HTMLElement {
  reset?: (state?: string, error?: string | null) => void;
}

interface AltchaWidgetAttributes {
  ref?: Ref<AltchaElement>;
  id?: string;
  challenge?: string;
  name?: string;
  language?: string;
  type?: 'native' | 'checkbox' | 'switch';
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  configuration?: string;
  style?: Record<string, string>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}

/** The widget's texts (ALTCHA's Strings), translated in the contact namespace. */
const STRING_KEYS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

export const CAPTCHA_CHALLENGE_URL = apiPath(getCaptchaChallenge);

export interface CaptchaHandle {
  /** Back to unsolved, e.g. after the form was sent. */
  reset: () => void;
}

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA). It fetches its challenge from the API, solves it in a
 * web worker when the visitor ticks the box, and reports the payload to send as `recaptchaResponse`
 * (null again when it expires or is reset).
 */
export function Captcha({
  onVerified,
  ref,
  id,
  describedBy,
  invalid = false,
}: {
  onVerified: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation('contact');
  const widget = useRef<AltchaElement>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;
  const language = i18n.language;

  // ALTCHA v3 takes its texts from a global registry per language, not from an attribute.
  const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(`captcha.${key}`)]));
  const stringsJson = JSON.stringify(strings);
  // The widget's script (about 40 kB) loads with the form, not with the page's first paint; the element
  // upgrades in place when it arrives (its place is kept by the min-height below).
  useEffect(() => {
    let active = true;
    void import('altcha').then(() => {
      if (active) globalThis.$altcha?.i18n.set(language, JSON.parse(stringsJson) as Record<string, string>);
    });
    return () => {
      active = false;
    };
  }, [language, stringsJson]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onVerifiedRef.current(null);
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      onVerifiedRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <altcha-widget
      ref={widget}
      id={id}
      challenge={CAPTCHA_CHALLENGE_URL}
      language={language}
      type="native"
      configuration={JSON.stringify({ hideLogo: false, hideFooter: false })}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '10px',
        '--altcha-color-primary': '#d7263d',
        '--altcha-color-success': '#1b998b',
        '--altcha-color-error': '#bd1b31',
        // The widget renders after its script runs: keep its place so the form does not jump (layout shift).
        display: 'block',
        minHeight: '84px',
      }}
    />
  );
}
