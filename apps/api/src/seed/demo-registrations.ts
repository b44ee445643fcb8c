/**
 * The registration side of the demo organisations: a contact person and a bank account for each (the IBANs
 * are valid but invented: a test bank clearing number and made-up account numbers), and for the pending
 * ones a registrant account and staggered submission times, so that the operator's queue at /admin shows
 * real waiting times, some past the 48-hour target. Names and people are fictional.
 */
import type { WireLanguage } from '@tifo/contract';
import type { DemoOrganisation } from './demo-data';

export interface DemoContact {
  firstName: string;
  lastName: string;
  position: string;
}

const CONTACTS: Record<WireLanguage, readonly DemoContact[]> = {
  de: [
    { firstName: 'Martina', lastName: 'Huber', position: 'Präsidentin' },
    { firstName: 'Reto', lastName: 'Brunner', position: 'Präsident' },
    { firstName: 'Andrea', lastName: 'Gerber', position: 'Kassierin' },
    { firstName: 'Thomas', lastName: 'Widmer', position: 'Präsident' },
    { firstName: 'Sandra', lastName: 'Frei', position: 'Aktuarin' },
    { firstName: 'Beat', lastName: 'Zürcher', position: 'Vizepräsident' },
    { firstName: 'Claudia', lastName: 'Schmid', position: 'Präsidentin' },
    { firstName: 'Urs', lastName: 'Baumann', position: 'Kassier' },
  ],
  fr: [
    { firstName: 'Sophie', lastName: 'Favre', position: 'Présidente' },
    { firstName: 'Laurent', lastName: 'Rochat', position: 'Président' },
    { firstName: 'Nathalie', lastName: 'Perrin', position: 'Caissière' },
    { firstName: 'Olivier', lastName: 'Jaquet', position: 'Président' },
    { firstName: 'Isabelle', lastName: 'Monnier', position: 'Secrétaire' },
  ],
  it: [
    { firstName: 'Chiara', lastName: 'Bernasconi', position: 'Presidente' },
    { firstName: 'Marco', lastName: 'Rezzonico', position: 'Presidente' },
    { firstName: 'Elena', lastName: 'Pedrazzini', position: 'Cassiera' },
    { firstName: 'Luca', lastName: 'Bianchi', position: 'Segretario' },
  ],
  en: [],
};

const FRENCH_CANTONS = new Set(['GE', 'VD', 'NE', 'JU', 'FR', 'VS']);

/** The language people of the organisation's region write in (registrant accounts use it). */
export function regionLanguage(org: Pick<DemoOrganisation, 'canton'>): WireLanguage {
  if (org.canton === 'TI') return 'it';
  return FRENCH_CANTONS.has(org.canton) ? 'fr' : 'de';
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The nth organisation's contact person, with an address at the organisation's e-mail domain. */
export function demoContact(org: DemoOrganisation, index: number) {
  const list = CONTACTS[regionLanguage(org)];
  const person = list[index % list.length]!;
  const domain = org.email.split('@')[1] ?? 'example.ch';
  return {
    ...person,
    email: `${ascii(person.firstName)}.${ascii(person.lastName)}@${domain}`,
    contactNumber: org.contactNumber,
    address1: org.address1,
    address2: null,
    postalCode: org.postalCode,
    city: org.city,
    country: 'CH',
  };
}

/** The remainder of a long decimal string modulo 97 (ISO 7064, as the IBAN check uses it). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** Letters as IBAN numbers: A = 10 … Z = 35. */
const ibanDigits = (text: string) =>
  [...text].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');

/**
 * A valid Swiss IBAN for the nth demo organisation: bank clearing number 00762 (the example institution the
 * Swiss banks use in their documentation, not a QR-IID) and an invented 12-digit account number.
 */
export function demoIban(index: number): string {
  const bban = `00762${String(100_000_000_000 + index * 7_919_113).padStart(12, '0')}`;
  const check = 98 - mod97(ibanDigits(`${bban}CH00`));
  return `CH${String(check).padStart(2, '0')}${bban}`;
}

/**
 * How long ago each pending organisation submitted its registration, in hours, in the order they appear in
 * DEMO_ORGANISATIONS: the queue has fresh ones, one just under the 48-hour target and two overdue.
 */
export const PENDING_WAIT_HOURS: readonly number[] = [3, 20, 46, 60, 96];

/** Public demo organisations that also show their (checked) registration documents on the edit page. */
export const DOCUMENTS_FOR: ReadonlySet<string> = new Set(['fc-seefeld-zurich']);

/** The text of a demo document: marked as a sample so nobody mistakes it for a real statute or ID. */
export function demoDocumentLines(
  kind: 'doc1' | 'doc2',
  org: Pick<DemoOrganisation, 'name' | 'address1' | 'postalCode' | 'city' | 'foundedYear'>,
  contact: { firstName: string; lastName: string },
): string[] {
  const sample = 'DEMO - sample document of the Tifo demo data, not a real document';
  if (kind === 'doc1') {
    return [
      `Statuten ${org.name}`,
      '',
      `Art. 1 Name und Sitz: Unter dem Namen ${org.name} besteht ein Verein`,
      `gemäss Art. 60 ff. ZGB mit Sitz in ${org.postalCode} ${org.city}.`,
      'Art. 2 Zweck: Der Verein fördert den Sport, besonders den Nachwuchs.',
      `Gegründet ${org.foundedYear}. Protokoll der Wahl des Vorstands beiliegend.`,
      '',
      sample,
    ];
  }
  return [
    'Identitätskarte / Carte d’identité / Carta d’identità',
    '',
    `Name: ${contact.lastName}`,
    `Vorname: ${contact.firstName}`,
    `Vertretung von: ${org.name}, ${org.address1}, ${org.postalCode} ${org.city}`,
    '',
    sample,
  ];
}
