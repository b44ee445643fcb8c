import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatChf, isQrIban, isValidIban } from '@tifo/contract';
import { XmlDocument, XmlElement, XsdValidator } from 'libxml2-wasm';
import { create } from 'xmlbuilder2';

/*
 * The operator's credit-transfer file of a payout run: ISO 20022 pain.001.001.09 following the Swiss Payment
 * Standards (SIX, Swiss Implementation Guidelines for pain.001, version of the .ch.03 schema). One payment
 * information block debits the platform's account; one transaction per club credits its account in CHF.
 *
 * Every file is checked before it is handed out (checkPain001): against the ISO 20022 schema of pain.001.001.09
 * (assets/iso20022, see its README: the SPS .ch.03 schema could not be had here) with libxml2, and against the
 * Swiss rules the SPS schema adds, as checks of our own: CHF only, IBANs only (valid check digits, no QR-IBAN),
 * structured addresses (town and country, no address lines), names of the Swiss character set, counts and
 * control sums that add up, a debtor account in Switzerland or Liechtenstein.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface Pain001Party {
  name: string;
  iban: string;
  street: string | null;
  building: string | null;
  postcode: string | null;
  town: string;
  country: string;
}

export interface Pain001Transfer {
  /** Unique per transfer, at most 35 characters (the payout's id without dashes, shortened). */
  endToEndId: string;
  amountRappen: number;
  creditor: Pain001Party;
  remittance: string;
}

export interface Pain001Input {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: Pain001Party;
  transfers: Pain001Transfer[];
}

/** Letters, digits and the punctuation of the Swiss Payment Standards' character set; others become a space. */
const SPS_ALLOWED = /[^A-Za-z0-9 .,:'+\-/()?ÀÁÂÄÇÈÉÊËÌÍÎÏÑÒÓÔÖÙÚÛÜàáâäçèéêëìíîïñòóôöùúûüß]/g;

export function spsText(value: string, max: number): string {
  const text = value.replaceAll('&', '+').replace(SPS_ALLOWED, ' ').replace(/\s+/g, ' ').trim();
  return text.slice(0, max).trim() || '-';
}

/** 'Seestrasse 12a' → street 'Seestrasse', building '12a'; a line without a trailing number is the street. */
export function splitStreet(line: string | null): { street: string | null; building: string | null } {
  const text = (line ?? '').trim();
  if (!text) return { street: null, building: null };
  const match = /^(.*?)\s+(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)$/.exec(text);
  return match ? { street: match[1] ?? text, building: match[2] ?? null } : { street: text, building: null };
}

function address(party: Pain001Party) {
  return {
    ...(party.street ? { StrtNm: spsText(party.street, 70) } : {}),
    ...(party.building ? { BldgNb: spsText(party.building, 16) } : {}),
    ...(party.postcode ? { PstCd: spsText(party.postcode, 16) } : {}),
    TwnNm: spsText(party.town, 35),
    Ctry: party.country.toUpperCase(),
  };
}

/** A Swiss or Liechtenstein IBAN's institution id (positions 5–9), the debtor bank's clearing member id. */
function institutionId(iban: string): string {
  return iban.slice(4, 9);
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

export function buildPain001(input: Pain001Input): string {
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amountRappen, 0);
  const count = String(input.transfers.length);
  const debtorIban = compactIban(input.debtor.iban);
  const createdAt = `${input.createdAt.toISOString().slice(0, 19)}Z`;
  const document = {
    Document: {
      '@xmlns': PAIN001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: input.messageId,
          CreDtTm: createdAt,
          NbOfTxs: count,
          CtrlSum: formatChf(total),
          InitgPty: { Nm: spsText(input.debtor.name, 70) },
        },
        PmtInf: {
          PmtInfId: `${input.messageId}-1`.slice(0, 35),
          PmtMtd: 'TRF',
          BtchBookg: 'true',
          NbOfTxs: count,
          CtrlSum: formatChf(total),
          ReqdExctnDt: { Dt: input.executionDate },
          Dbtr: { Nm: spsText(input.debtor.name, 70), PstlAdr: address(input.debtor) },
          DbtrAcct: { Id: { IBAN: debtorIban } },
          DbtrAgt: {
            FinInstnId: {
              ClrSysMmbId: { ClrSysId: { Cd: 'CHBCC' }, MmbId: institutionId(debtorIban) },
            },
          },
          CdtTrfTxInf: input.transfers.map((transfer) => ({
            PmtId: { InstrId: transfer.endToEndId, EndToEndId: transfer.endToEndId },
            Amt: { InstdAmt: { '@Ccy': 'CHF', '#': formatChf(transfer.amountRappen) } },
            Cdtr: { Nm: spsText(transfer.creditor.name, 70), PstlAdr: address(transfer.creditor) },
            CdtrAcct: { Id: { IBAN: compactIban(transfer.creditor.iban) } },
            RmtInf: { Ustrd: spsText(transfer.remittance, 140) },
          })),
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}

// ---- Checks -------------------------------------------------------------------------------------------------

const SCHEMA_PATH = fileURLToPath(new URL('../../../assets/iso20022/pain.001.001.09.xsd', import.meta.url));
let validator: XsdValidator | undefined;

function schemaValidator(): XsdValidator {
  if (!validator) {
    const schema = XmlDocument.fromString(readFileSync(SCHEMA_PATH, 'utf8'));
    validator = XsdValidator.fromDoc(schema);
  }
  return validator;
}

/** The XSD's findings (libxml2), each as 'line N: message'; empty when the file is valid. */
export function schemaErrors(xml: string): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return [`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`];
  }
  try {
    schemaValidator().validate(doc);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string; line: number }[] }).details;
    if (details?.length) return details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    doc.dispose();
  }
}

/** The Swiss Payment Standards' rules beyond the ISO schema; empty when the file keeps them. */
export function swissRuleErrors(xml: string): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch {
    return ['not well-formed XML'];
  }
  const errors: string[] = [];
  try {
    const ns = { p: PAIN001_NAMESPACE };
    const texts = (path: string) => doc.find(path, ns).map((node) => node.content);
    const ibans = texts('//p:IBAN');
    for (const iban of ibans) {
      if (!isValidIban(iban)) errors.push(`IBAN ${iban}: the check digits are wrong`);
      else if (isQrIban(iban)) errors.push(`IBAN ${iban}: a QR-IBAN cannot receive a credit transfer`);
    }
    const debtorIban = texts('//p:DbtrAcct/p:Id/p:IBAN')[0] ?? '';
    if (!/^(CH|LI)/.test(debtorIban)) errors.push('the debtor account must be a Swiss or Liechtenstein IBAN');
    if (doc.find('//p:Othr[ancestor::p:CdtrAcct or ancestor::p:DbtrAcct]', ns).length > 0)
      errors.push('accounts must be given as IBAN');
    for (const currency of doc.find('//p:InstdAmt', ns).map((node) => node.get('@Ccy')?.content ?? '')) {
      if (currency !== 'CHF') errors.push(`currency ${currency}: only CHF is paid out`);
    }
    const amounts = texts('//p:CdtTrfTxInf/p:Amt/p:InstdAmt');
    const cents = amounts.map((amount) => Math.round(Number(amount) * 100));
    for (const amount of amounts) {
      if (!/^\d+\.\d{2}$/.test(amount) || Number(amount) <= 0)
        errors.push(`amount ${amount}: must be positive with two decimals`);
    }
    const sum = formatChf(cents.reduce((total, value) => total + value, 0));
    for (const path of ['//p:GrpHdr', '//p:PmtInf']) {
      const count = doc.get(`${path}/p:NbOfTxs`, ns)?.content;
      const control = doc.get(`${path}/p:CtrlSum`, ns)?.content;
      if (count !== String(amounts.length))
        errors.push(`${path}: NbOfTxs ${count} ≠ ${amounts.length} transactions`);
      if (control !== sum) errors.push(`${path}: CtrlSum ${control} ≠ ${sum}`);
    }
    for (const party of doc.find('//p:Dbtr | //p:Cdtr', ns)) {
      const role = party instanceof XmlElement ? party.name : 'party';
      const name = party.get('p:Nm', ns)?.content ?? '';
      if (!name) errors.push(`${role}: the name is missing`);
      if (name !== spsText(name, 70)) errors.push(`${role} ${name}: characters outside the Swiss set`);
      const town = party.get('p:PstlAdr/p:TwnNm', ns)?.content;
      const country = party.get('p:PstlAdr/p:Ctry', ns)?.content;
      if (!town || !country) errors.push(`${role} ${name}: a structured address needs town and country`);
      if (party.find('p:PstlAdr/p:AdrLine', ns).length > 0)
        errors.push(`${role} ${name}: unstructured address lines are not accepted`);
    }
    const ids = texts('//p:EndToEndId');
    if (new Set(ids).size !== ids.length) errors.push('EndToEndId must be unique in the file');
  } finally {
    doc.dispose();
  }
  return errors;
}

/** Every finding of both checks; empty when the bank may get the file. */
export function checkPain001(xml: string): string[] {
  return [...schemaErrors(xml), ...swissRuleErrors(xml)];
}
