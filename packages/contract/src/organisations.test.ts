import { describe, expect, it } from 'vitest';
import {
  AdminEmails,
  BankForm,
  BankRequest,
  ContactPersonRequest,
  CreateClubRequest,
  cardImageUrl,
  clubRoleMay,
  deriveShortName,
  FileUploadFields,
  formatIban,
  ibanInputMax,
  isQrIban,
  isValidIban,
  maskIban,
  normalizeIban,
  TaxExemptionRequest,
} from './index';
import { KEYS } from './messages';

const CLUB_ID = '0b7c3c57-6d5e-4f3a-9a59-0c1f1f0b7e11';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const validClub = {
  name: 'FC Zürich-Nord 1896',
  email: 'Vorstand@FC-Nord.ch',
  website: 'www.fc-nord.ch',
  address1: 'Sportweg 1',
  postalCode: '8050',
  city: 'Zürich',
  contactNumber: '+41 44 123 45 67',
  tags: [1],
  descriptionDe: 'Fussball für alle im Norden von Zürich.',
  adminEmails: [{ email: 'praesident@fc-nord.ch' }],
};

describe('IBAN rules (PRODUCT.md §validation)', () => {
  it('accepts a Swiss IBAN with spaces and lower case and normalises it', () => {
    expect(isValidIban('ch93 0076 2011 6238 5295 7')).toBe(true);
    expect(normalizeIban('ch93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
    expect(
      BankRequest.parse({
        clubId: CLUB_ID,
        name: 'FC Nord',
        iban: 'ch93 0076 2011 6238 5295 7',
        country: 'ch',
      }),
    ).toMatchObject({ iban: 'CH9300762011623852957', currency: 'CHF', country: 'CH' });
  });

  it('refuses a wrong checksum, a wrong length and a malformed value with "Invalid IBAN format"', () => {
    for (const value of ['CH9400762011623852957', 'CH930076201162385295', 'XX12', '12CH00762011623852957']) {
      expect(isValidIban(value), value).toBe(false);
      const result = BankRequest.safeParse({ clubId: CLUB_ID, name: 'FC Nord', iban: value, country: 'CH' });
      expect(messagesOf(result)).toEqual([KEYS.ibanInvalid]);
    }
  });

  it('accepts foreign IBANs and refuses a QR-IBAN for payouts', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH9300762011623852957')).toBe(false);
    const result = BankRequest.safeParse({
      clubId: CLUB_ID,
      name: 'FC Nord',
      iban: 'CH4431999123000889012',
      country: 'CH',
    });
    expect(messagesOf(result)).toEqual([KEYS.ibanQr]);
  });

  it('formats in groups of four, limits the input to 26 for CH and 42 otherwise, masks all but the ends', () => {
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(ibanInputMax('CH')).toBe(26);
    expect(ibanInputMax('DE')).toBe(42);
    expect(maskIban('CH9300762011623852957')).toBe('CH93 **** **** **** *295 7');
  });

  it('checks the confirmation and asks for every required field with the spec messages', () => {
    const mismatch = BankForm.safeParse({
      name: 'FC Nord',
      iban: 'CH9300762011623852957',
      confirmIban: 'CH9400762011623852957',
      country: 'CH',
    });
    expect(messagesOf(mismatch)).toEqual([KEYS.ibanMismatch]);
    const empty = BankRequest.safeParse({
      clubId: CLUB_ID,
      name: '',
      iban: '',
      currency: 'USD',
      country: '',
    });
    expect(messagesOf(empty)).toEqual([
      KEYS.bankOwnerRequired,
      KEYS.ibanRequired,
      KEYS.currencyRequired,
      KEYS.bankCountryRequired,
    ]);
  });
});

describe('club registration step 1', () => {
  it('accepts a complete club, defaults nature, country and role, and completes the website', () => {
    const club = CreateClubRequest.parse(validClub);
    expect(club).toMatchObject({
      nature: 'CLUB',
      country: 'CH',
      email: 'vorstand@fc-nord.ch',
      website: 'https://www.fc-nord.ch',
      adminEmails: [{ email: 'praesident@fc-nord.ch', role: 'ROLE_CLUB' }],
    });
  });

  it('uses the spec messages for missing fields', () => {
    const result = CreateClubRequest.safeParse({ tags: [], adminEmails: [] });
    const messages = messagesOf(result);
    for (const message of [
      KEYS.clubNameRequired,
      KEYS.orgEmailInvalid,
      KEYS.address1Required,
      KEYS.postalCodeRequired,
      KEYS.cityRequired,
      KEYS.phoneRequired,
      KEYS.sportTypeRequired,
      KEYS.adminsRequired,
    ]) {
      expect(messages).toContain(message);
    }
  });

  it('requires the description in the language it was written in, max 240', () => {
    expect(messagesOf(CreateClubRequest.safeParse({ ...validClub, descriptionDe: '' }))).toEqual([
      KEYS.clubDescriptionRequired,
    ]);
    expect(
      CreateClubRequest.safeParse({
        ...validClub,
        descriptionDe: '',
        description: 'Football',
        sourceLanguage: 'en',
      }).success,
    ).toBe(true);
    expect(messagesOf(CreateClubRequest.safeParse({ ...validClub, descriptionDe: 'x'.repeat(241) }))).toEqual(
      [KEYS.descriptionTooLong],
    );
  });

  it('registers in Switzerland only, names up to 50 characters', () => {
    expect(messagesOf(CreateClubRequest.safeParse({ ...validClub, country: 'DE' }))).toEqual([
      KEYS.countrySwitzerlandOnly,
    ]);
    expect(messagesOf(CreateClubRequest.safeParse({ ...validClub, name: 'x'.repeat(51) }))).toEqual([
      KEYS.clubNameTooLong,
    ]);
  });

  it('needs at least one ROLE_CLUB admin, valid and distinct e-mails', () => {
    expect(messagesOf(AdminEmails.safeParse([]))).toEqual([KEYS.adminsRequired]);
    expect(messagesOf(AdminEmails.safeParse([{ email: 'a@b.ch', role: 'ROLE_CLUB_FINANCE' }]))).toEqual([
      KEYS.adminRoleClubRequired,
    ]);
    expect(messagesOf(AdminEmails.safeParse([{ email: 'not-an-email' }]))).toEqual([KEYS.adminEmailInvalid]);
    expect(
      messagesOf(
        AdminEmails.safeParse([{ email: 'a@b.ch' }, { email: 'A@b.ch ', role: 'ROLE_CLUB_OPERATOR' }]),
      ),
    ).toEqual([KEYS.adminDuplicate]);
  });

  it('derives the short name from the name: lower case, no accents, hyphens, at most 30 characters', () => {
    expect(deriveShortName('FC Zürich-Nord 1896')).toBe('fc-zurich-nord-1896');
    expect(deriveShortName('  Neuchâtel Xamax FCS ')).toBe('neuchatel-xamax-fcs');
    expect(deriveShortName('Schwingklub Grosses Moos & Umgebung Seeland')).toBe(
      'schwingklub-grosses-moos-umgeb',
    );
    expect(deriveShortName('Straßenlauf-Verein')).toBe('strassenlauf-verein');
    expect(deriveShortName('Club sportif de la Vallée de Joux et environs')).not.toMatch(/-$/);
  });
});

describe('contact person (step 2)', () => {
  it('asks for an e-mail address when the e-mail is invalid (not for a phone number)', () => {
    const result = ContactPersonRequest.safeParse({
      clubId: CLUB_ID,
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna-at-example',
      contactNumber: '079 123 45 67',
      position: 'Präsidentin',
      address1: 'Weg 1',
      postalCode: '3000',
      city: 'Bern',
      country: 'CH',
    });
    expect(messagesOf(result)).toEqual([KEYS.orgEmailInvalid]);
  });

  it('limits names and position to 25 characters', () => {
    const result = ContactPersonRequest.safeParse({
      clubId: CLUB_ID,
      firstName: 'x'.repeat(26),
      lastName: 'M',
      email: 'a@b.ch',
      contactNumber: '0791234567',
      position: '',
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([KEYS.profileFirstNameTooLong, KEYS.positionRequired, KEYS.address1Required]),
    );
  });
});

describe('roles and files', () => {
  it('lets each club role do what PRODUCT.md §organisations says', () => {
    expect(clubRoleMay('ROLE_CLUB', 'editBank')).toBe(true);
    expect(clubRoleMay('ROLE_CLUB_FINANCE', 'editClub')).toBe(false);
    expect(clubRoleMay('ROLE_CLUB_FINANCE', 'editImages')).toBe(false);
    expect(clubRoleMay('ROLE_CLUB_FINANCE', 'viewBank')).toBe(true);
    expect(clubRoleMay('ROLE_CLUB_FINANCE', 'viewFullIban')).toBe(false);
    expect(clubRoleMay('ROLE_CLUB_OPERATOR', 'viewBank')).toBe(false);
    expect(clubRoleMay('ROLE_CLUB_OPERATOR', 'editClub')).toBe(true);
    expect(clubRoleMay('ROLE_CLUB_OPERATOR', 'manageAdmins')).toBe(false);
    expect(clubRoleMay(undefined, 'editClub')).toBe(false);
  });

  it('accepts only the columns of each entity', () => {
    expect(FileUploadFields.safeParse({ entity: 'club', column: 'logo', id: CLUB_ID }).success).toBe(true);
    expect(FileUploadFields.safeParse({ entity: 'document', column: 'doc2', id: CLUB_ID }).success).toBe(
      true,
    );
    expect(messagesOf(FileUploadFields.safeParse({ entity: 'club', column: 'doc1', id: CLUB_ID }))).toEqual([
      KEYS.fileEntityInvalid,
    ]);
  });

  it('needs a canton when the organisation is tax-exempt', () => {
    expect(messagesOf(TaxExemptionRequest.safeParse({ clubId: CLUB_ID, taxExempt: true }))).toEqual([
      KEYS.cantonRequired,
    ]);
    expect(TaxExemptionRequest.safeParse({ clubId: CLUB_ID, taxExempt: false }).success).toBe(true);
  });
});

describe('cardImageUrl', () => {
  it('points an uploaded image at its card size and leaves other URLs alone', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    expect(cardImageUrl(`/api/files/images/${hash}.jpg`)).toBe(`/api/files/images/${hash}.card.jpg`);
    expect(cardImageUrl(`https://tifo.ch/api/files/images/${hash}.png`)).toBe(
      `https://tifo.ch/api/files/images/${hash}.card.png`,
    );
    expect(cardImageUrl(`/api/files/images/${hash}.card.jpg`)).toBe(`/api/files/images/${hash}.card.jpg`);
    expect(cardImageUrl('/favicon.svg')).toBe('/favicon.svg');
    expect(cardImageUrl(null)).toBeNull();
  });
});
