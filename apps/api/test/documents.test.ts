import { creditorReference } from '@tifo/contract';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { qrReference } from '../src/modules/memberships/documents';
import { type InvoiceDocument, invoicePdf } from '../src/modules/memberships/invoice-pdf';
import { annualCertificatePdf } from '../src/modules/supporter/annual-certificate-pdf';
import { CLUB_IBAN } from './memberships.helpers';
import { pdfQrCode, pdfText } from './support/pdf';

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  language: 'de',
  platform: 'Tifo',
  number: 'M0000042',
  reference: creditorReference('M0000042'),
  qrReference: qrReference(42),
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  dueAt: new Date('2026-12-01T00:00:00Z'),
  periodStart: new Date('2026-12-01T00:00:00Z'),
  periodEnd: new Date('2027-03-01T00:00:00Z'),
  amountRappen: 12050,
  productTitle: 'Aktivmitglied Saison 26/27',
  payUrl: 'https://tifo.example/membership/invoice/0b6c',
  club: {
    name: 'FC Zürich-Höngg',
    address1: 'Limmattalstrasse 12',
    address2: null,
    postalCode: '8049',
    city: 'Zürich',
    country: 'CH',
  },
  bank: { iban: CLUB_IBAN, ownerName: 'FC Zürich-Höngg' },
  member: {
    name: 'Łukasz Đoković-Šćepanović',
    address1: 'Rue de Lausanne 3',
    postalCode: '1700',
    city: 'Fribourg',
    country: 'CH',
  },
  paid: false,
  ...overrides,
});

describe('creditor references (ISO 11649) and QR references', () => {
  it('makes valid references from invoice numbers', () => {
    expect(creditorReference('M0000042')).toMatch(/^RF\d{2}M0000042$/);
    for (const n of ['M0000001', 'M0000042', 'M1234567'])
      expect(isSCORReferenceValid(creditorReference(n))).toBe(true);
    expect(isQRReferenceValid(qrReference(42))).toBe(true);
    expect(qrReference(42)).toHaveLength(27);
  });
});

describe('the invoice PDF', () => {
  it('is A4 with the text extractable, every character of the names intact, in the member’s language', async () => {
    const text = await pdfText(await invoicePdf(invoice()));
    expect(text).toContain('Rechnung M0000042');
    expect(text).toContain('Łukasz Đoković-Šćepanović');
    expect(text).toContain('FC Zürich-Höngg');
    expect(text).toContain('CHF 120.50');
    expect(text).toContain('01.12.2026');
    expect(text).toContain('«Aktivmitglied Saison 26/27»');
    expect(text).toContain('Empfangsschein');
    const french = await pdfText(await invoicePdf(invoice({ language: 'fr' })));
    expect(french).toContain('Facture M0000042');
    expect(french).toContain('Récépissé');
    const italian = await pdfText(await invoicePdf(invoice({ language: 'it' })));
    expect(italian).toContain('Fattura M0000042');
  });

  it('carries a QR-bill whose code, read from the rendered page, names the club’s IBAN, the amount, the reference and the creditor', async () => {
    const code = await pdfQrCode(await invoicePdf(invoice()));
    expect(code).toBeDefined();
    const lines = code!.split(/\r?\n/);
    expect(lines.slice(0, 3)).toEqual(['SPC', '0200', '1']);
    expect(lines[3]).toBe(CLUB_IBAN);
    expect(lines[5]).toBe('FC Zürich-Höngg');
    expect(lines).toContain('120.50');
    expect(lines).toContain('CHF');
    expect(lines).toContain('SCOR');
    expect(lines).toContain(creditorReference('M0000042'));
    expect(lines).toContain('Łukasz Đoković-Šćepanović');
    expect(lines).toContain('Rechnung M0000042');
  });

  it('writes a large amount with the Swiss thousands separator for the reader and plain in the QR code', async () => {
    const large = invoice({ amountRappen: 1_250_000 });
    for (const language of ['de', 'fr'] as const) {
      const text = await pdfText(await invoicePdf({ ...large, language }));
      expect(text).toContain("CHF 12'500.00");
      expect(text).not.toContain('12500.00');
    }
    const lines = (await pdfQrCode(await invoicePdf(large)))!.split(/\r?\n/);
    expect(lines).toContain('12500.00');
  });

  it('uses the QR reference with a QR-IBAN, and pays online only when the club has no account on file', async () => {
    const qrIban = 'CH4431999123000889012';
    const withQrIban = await pdfQrCode(
      await invoicePdf(invoice({ bank: { iban: qrIban, ownerName: 'FC' } })),
    );
    expect(withQrIban!.split(/\r?\n/)).toEqual(expect.arrayContaining([qrIban, 'QRR', qrReference(42)]));
    const noBank = await invoicePdf(invoice({ bank: null }));
    expect(await pdfQrCode(noBank)).toBeUndefined();
    expect(await pdfText(noBank)).toContain('Bitte bezahle online');
  });
});

describe('documents rendered one after another', () => {
  // The fonts' word layouts and glyph outlines are shared by every document of the process (layout.ts): what
  // was rendered before must not change a document's bytes, nor the characters a reader extracts.
  it('give the same bytes whatever was rendered before them', async () => {
    const first = await invoicePdf(invoice({ language: 'fr' }));
    for (const language of ['de', 'en', 'it'] as const) {
      await invoicePdf(
        invoice({
          language,
          member: { ...invoice().member, name: 'Œdipe Ærø Ñuñez-Šťastný' },
          productTitle: `Passivmitglied ${language} «Š»`,
        }),
      );
    }
    const again = await invoicePdf(invoice({ language: 'fr' }));
    expect(again.equals(first)).toBe(true);
    const text = await pdfText(again);
    expect(text).toContain('Łukasz Đoković-Šćepanović');
    expect(text).toContain('Facture M0000042');
  });
});

describe('the annual donation certificate in every language (issue 16)', () => {
  const gifts = [
    {
      at: new Date('2025-02-01T11:00:00Z'),
      organisation: 'FC Zürich-Höngg',
      productTitle: 'Freier Beitrag',
      amountRappen: 12_000,
      deductible: true,
    },
    {
      at: new Date('2025-05-01T11:00:00Z'),
      organisation: 'FC Zürich-Höngg',
      productTitle: 'Matchball',
      amountRappen: 4_550,
      deductible: false,
    },
    {
      at: new Date('2025-12-30T11:00:00Z'),
      organisation: 'Schwingklub Entlebuch',
      productTitle: 'Neuer Keller',
      amountRappen: 3_000,
      deductible: true,
    },
  ];
  const certificate = (language: 'de' | 'en' | 'fr' | 'it') =>
    annualCertificatePdf({
      language,
      platform: { name: 'Tifo AG', address1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' },
      platformName: 'Tifo',
      year: 2025,
      issuedAt: new Date('2026-01-05T07:00:00Z'),
      donor: { name: 'Łukasz Đoković', address1: 'Rue de Lausanne 3', postalCode: '1700', city: 'Fribourg' },
      reference: '2025-ABCDEF12',
      gifts,
      organisations: [
        { name: 'FC Zürich-Höngg', seat: '8049 Zürich', taxCanton: 'ZH', deductibleRappen: 12_000 },
        { name: 'Schwingklub Entlebuch', seat: '6162 Entlebuch', taxCanton: null, deductibleRappen: 3_000 },
      ],
    });
  const expected = {
    de: [
      'Spendenbescheinigung 2025',
      /Steuerlich abziehbare Zuwendungen\s*150\.00/,
      /Übrige Zahlungen[^\n]*45\.50/,
      'Art. 33a DBG',
    ],
    en: [
      'Donation certificate 2025',
      /Tax-deductible gifts\s*150\.00/,
      /Other payments[^\n]*45\.50/,
      'Art. 33a DBG',
    ],
    fr: [
      'Attestation de dons 2025',
      /Dons fiscalement déductibles\s*150\.00/,
      /Autres paiements[^\n]*45\.50/,
      'art. 33a LIFD',
    ],
    it: [
      'Attestato di donazione 2025',
      /Liberalità fiscalmente deducibili\s*150\.00/,
      /Altri pagamenti[^\n]*45\.50/,
      'art. 33a LIFD',
    ],
  } as const;
  for (const [language, [title, deductible, other, law]] of Object.entries(expected)) {
    it(`states the totals and the legal wording in ${language}`, async () => {
      // A document with Š first (the member's name): its S used to lose its character for later documents.
      await invoicePdf(invoice());
      const text = await pdfText(await certificate(language as keyof typeof expected));
      expect(text).toContain(title);
      expect(text).toMatch(deductible);
      expect(text).toMatch(other);
      expect(text).toMatch(/195\.50/);
      expect(text).toContain(law);
      expect(text).toContain('Łukasz Đoković');
      expect(text).toContain('6162 Entlebuch');
    });
  }
});
