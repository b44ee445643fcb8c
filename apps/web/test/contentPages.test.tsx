import { screen, within } from '@testing-library/react';
import { type Language, RETENTION, ROUTES } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { routes } from '../src/router';
import { BRAND_COLORS } from '../src/theme';
import { renderRoutes } from './render';

const CONTENT_NAMESPACES = ['legal', 'faq', 'jobs', 'press', 'certificate'];
const LANGUAGES: { language: Language; wire: string }[] = [
  { language: 'du', wire: 'de' },
  { language: 'fr', wire: 'fr' },
];

/** Expected texts per language. */
const EXPECTED = {
  de: {
    termsDate: '1. August 2022',
    withdrawal: /Widerrufsfrist beträgt 14 Tage/,
    refund: /spätestens innerhalb von 14 Tagen/,
    privacyDate: '15. August 2022',
    retention: [
      ['Technische Daten', '12 Monate'],
      ['Registrierungsdaten', '12 Monate nach Beendigung des Kontos'],
      ['Nicht bestätigte Registrierungen', `${RETENTION.unverifiedAccountDays} Tage`],
      ['Nie genutzte Konten', `${RETENTION.unusedAccountMonths} Monate ohne Anmeldung`],
      [
        'Nicht abgeschlossene Vereinsregistrierungen',
        `${RETENTION.unsubmittedRegistrationMonths} Monate nach der letzten Änderung`,
      ],
      ['Kommunikationsdaten', '12 Monate'],
      ['Lieferadressen', `${RETENTION.deliveryAddressMonths} Monate nach dem Versand`],
      ['Stamm- und Vertragsdaten', '10 Jahre'],
      ['Cookies', 'bis zu 24 Monate'],
      ['Marketing-Cookies', 'wenige Tage bis 12 Monate'],
    ],
    contact: 'datenschutz@tifo.ch',
    apply: 'Jetzt bewerben',
    certificate: /Spenden an gemeinnützige Organisationen/,
  },
  fr: {
    termsDate: '1er août 2022',
    withdrawal: /délai de rétractation est de 14 jours/,
    refund: /au plus tard dans les 14 jours/,
    privacyDate: '15 août 2022',
    retention: [
      ['Données techniques', '12 mois'],
      ['Données d’inscription', '12 mois après la clôture du compte'],
      ['Inscriptions non confirmées', `${RETENTION.unverifiedAccountDays} jours`],
      ['Comptes jamais utilisés', `${RETENTION.unusedAccountMonths} mois sans connexion`],
      [
        'Inscriptions d’organisation inachevées',
        `${RETENTION.unsubmittedRegistrationMonths} mois après la dernière modification`,
      ],
      ['Données de communication', '12 mois'],
      ['Adresses de livraison', `${RETENTION.deliveryAddressMonths} mois après l’envoi`],
      ['Données de base et contractuelles', '10 ans'],
      ['Cookies', 'jusqu’à 24 mois'],
      ['Cookies marketing', 'de quelques jours à 12 mois'],
    ],
    contact: 'datenschutz@tifo.ch',
    apply: 'Postuler maintenant',
    certificate: /organisations d’utilité publique exonérées/,
  },
} as const;

beforeAll(async () => {
  await i18n.loadNamespaces(CONTENT_NAMESPACES);
  await i18n.loadLanguages(['de', 'fr']);
});

async function renderPage(path: string) {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

for (const { language, wire } of LANGUAGES) {
  const expected = EXPECTED[wire as keyof typeof EXPECTED];

  describe(`content pages in ${wire}`, () => {
    it('shows the terms with their date and the 14-day withdrawal and refund', async () => {
      setLanguage(language);
      const { container } = await renderPage(ROUTES.terms);
      const main = container.querySelector('main');
      expect(main).toHaveTextContent(expected.termsDate);
      expect(main?.textContent).toMatch(expected.withdrawal);
      expect(main?.textContent).toMatch(expected.refund);
      // scope … governing law: ten numbered sections
      expect(within(main as HTMLElement).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(10);
      expect(main).toHaveTextContent('Tifo GmbH');
    });

    it('shows the privacy policy with its date, the retention table and the contact address', async () => {
      setLanguage(language);
      const { container } = await renderPage(ROUTES.privacy);
      const main = container.querySelector('main') as HTMLElement;
      expect(main).toHaveTextContent(expected.privacyDate);
      const table = within(main).getByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(
        expected.retention,
      );
      expect(within(main).getByRole('link', { name: expected.contact })).toHaveAttribute(
        'href',
        `mailto:${expected.contact}`,
      );
      expect(main).toHaveTextContent('Bahnhofstrasse 10');
    });

    for (const path of [ROUTES.faqAthletes, ROUTES.faqSponsors]) {
      it(`shows at least 8 questions on ${path} with links to other pages`, async () => {
        setLanguage(language);
        const { container } = await renderPage(path);
        const accordion = container.querySelector('[data-testid="faq-accordion"]') as HTMLElement;
        const questions = within(accordion).getAllByRole('button');
        expect(questions.length).toBeGreaterThanOrEqual(8);
        expect(questions.every((button) => (button.textContent ?? '').trim().length > 5)).toBe(true);
        // Links inside closed panels are hidden from the accessibility tree, so read the DOM.
        const hrefs = [...container.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
        expect(hrefs).toContain(ROUTES.pricing);
        expect(hrefs).toContain(ROUTES.contact);
        if (path === ROUTES.faqAthletes) expect(hrefs).toContain(ROUTES.registerClub);
        expect(container.querySelector('main')).toHaveTextContent(/CHF 5\b.*CHF 1\b.*CHF 4\b/);
      });
    }

    it('lists both postings on /jobs and links each to its page', async () => {
      setLanguage(language);
      const { container } = await renderPage(ROUTES.jobs);
      const hrefs = [...container.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
      expect(hrefs).toContain(ROUTES.jobAgent);
      expect(hrefs).toContain(ROUTES.jobReactDeveloper);
    });

    for (const [path, url, workload] of [
      [ROUTES.jobAgent, 'https://jobs.tifo.ch/apply/agent', '10–100'],
      [ROUTES.jobReactDeveloper, 'https://jobs.tifo.ch/apply/react-developer', '80–100'],
    ] as const) {
      it(`shows the posting ${path} with its workload and external application link`, async () => {
        setLanguage(language);
        const { container } = await renderPage(path);
        const main = container.querySelector('main') as HTMLElement;
        expect(main).toHaveTextContent(workload);
        const apply = within(main).getByRole('link', { name: new RegExp(expected.apply) });
        expect(apply).toHaveAttribute('href', url);
        expect(apply).toHaveAttribute('target', '_blank');
        expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
        expect(within(main).getAllByRole('listitem').length).toBeGreaterThanOrEqual(12);
      });
    }

    it('shows the five brand colours with HEX and RGB and links to both logo files', async () => {
      setLanguage(language);
      const { container } = await renderPage(ROUTES.press);
      const main = container.querySelector('main') as HTMLElement;
      for (const color of BRAND_COLORS) {
        expect(main).toHaveTextContent(color.hex);
        expect(main).toHaveTextContent(color.name);
      }
      expect(main).toHaveTextContent('215, 38, 61');
      const svg = main.querySelector('a[href="/brand/tifo-logo.svg"]');
      const png = main.querySelector('a[href="/brand/tifo-logo.png"]');
      expect(svg).toHaveAttribute('download', 'tifo-logo.svg');
      expect(png).toHaveAttribute('download', 'tifo-logo.png');
      expect(within(main).getByRole('link', { name: 'medien@tifo.ch' })).toHaveAttribute(
        'href',
        'mailto:medien@tifo.ch',
      );
    });

    it('explains the donation certificate with an example and links to the sponsor FAQ', async () => {
      setLanguage(language);
      const { container } = await renderPage(ROUTES.donationCertificate);
      const main = container.querySelector('main') as HTMLElement;
      expect(main.textContent).toMatch(expected.certificate);
      expect(main).toHaveTextContent('CHF 50.00');
      expect(main).toHaveTextContent('TIFO-2025-004217');
      const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs).toContain(ROUTES.faqSponsors);
    });
  });
}
