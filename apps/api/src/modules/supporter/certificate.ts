import {
  type AnnualCertificateRequest,
  CERTIFICATE_FIRST_YEAR,
  type CertificateYears,
  formatChfGrouped,
  rappenToChf,
  wireLanguageOf,
} from '@tifo/contract';
import { annualCertificates } from '../../db/schema-supporter';
import { AppError } from '../../errors';
import { startOfSwissDay, swissIsoDay } from '../../platform/swiss-dates';
import { assertSelf, type Caller } from '../auth/caller';
import { platformParty } from '../documents/parties';
import { renderPdf } from '../documents/render';
import { isDeductibleGift } from '../payments/certificate';
import { companiesByIds } from '../payments/giver';
import { findUserById } from '../users/queries';
import type { AppDeps } from '../wiring/deps';
import {
  ANNUAL_CERTIFICATE_PDF,
  type AnnualGift,
  type AnnualOrganisation,
  annualTotals,
} from './annual-certificate-pdf';
import { SUPPORTER_MAILS } from './mail-texts';
import * as q from './queries';

/*
 * The annual donation certificate (issue 16): for a past calendar year (Swiss time), every succeeded gift of the
 * supporter through the platform; refunded ones are not gifts. Downloadable from the profile, e-mailed in January.
 */

type CertificateDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'>;

const swissYear = (at: Date) => Number(swissIsoDay(at).slice(0, 4));
const yearStart = (year: number) => startOfSwissDay(`${year}-01-01`);

type YearGift = AnnualGift & { club: q.GiftClub; companyId: string | null };

/** A certificate's giver: the supporter (companyId null) or a company they gave as (issue 47). */
const giverKey = (companyId: string | null) => companyId ?? '';

async function giftsBetween(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  from: Date,
  to: Date,
): Promise<YearGift[]> {
  const rows = await q.giftsBetween(deps.db, userId, from, to);
  return rows.map(({ donation, product, club, at, companyId }) => ({
    at,
    companyId,
    organisation: club.name,
    productTitle: product.title,
    amountRappen: donation.amountRappen,
    deductible: isDeductibleGift(club, product),
    club,
  }));
}

const giftsOfYear = (deps: Pick<AppDeps, 'db'>, userId: string, year: number) =>
  giftsBetween(deps, userId, yearStart(year), yearStart(year + 1));

/** POST /donations/certificates: the past years with gifts, newest first, with what each certificate totals. */
export async function certificateYears(
  deps: CertificateDeps,
  caller: Caller,
  userId: string,
): Promise<CertificateYears> {
  assertSelf(caller, userId);
  // Every past gift in one read, grouped by its Swiss calendar year.
  const gifts = await giftsBetween(
    deps,
    userId,
    yearStart(CERTIFICATE_FIRST_YEAR),
    yearStart(swissYear(deps.clock.now())),
  );
  // One certificate per year and giver: the supporter's own gifts, and each company's they gave as.
  const byYear = new Map<string, { year: number; companyId: string | null; gifts: YearGift[] }>();
  for (const gift of gifts) {
    const year = swissYear(gift.at);
    const key = `${year}:${giverKey(gift.companyId)}`;
    const entry = byYear.get(key) ?? { year, companyId: gift.companyId, gifts: [] };
    entry.gifts.push(gift);
    byYear.set(key, entry);
  }
  const companies = await companiesByIds(
    deps.db,
    [...byYear.values()].flatMap((entry) => (entry.companyId ? [entry.companyId] : [])),
  );
  const user = await findUserById(deps.db, userId);
  const person = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const content = [...byYear.values()]
    .sort((a, b) => b.year - a.year || giverKey(a.companyId).localeCompare(giverKey(b.companyId)))
    .map(({ year, companyId, gifts: ofYear }) => {
      const totals = annualTotals(ofYear);
      return {
        year,
        gifts: ofYear.length,
        deductible: rappenToChf(totals.deductible),
        other: rappenToChf(totals.other),
        companyId,
        issuedTo: (companyId && companies.get(companyId)?.name) || person,
      };
    });
  return { content };
}

/** The PDF of one supporter's year; undefined when the year holds no gift. */
export async function renderAnnualCertificate(
  deps: CertificateDeps,
  userId: string,
  year: number,
  companyId: string | null = null,
): Promise<Buffer | undefined> {
  const user = await findUserById(deps.db, userId);
  if (!user) return undefined;
  const gifts = (await giftsOfYear(deps, userId, year)).filter((gift) => gift.companyId === companyId);
  if (gifts.length === 0) return undefined;
  const company = companyId ? (await companiesByIds(deps.db, [companyId])).get(companyId) : undefined;
  const organisations = new Map<string, AnnualOrganisation>();
  for (const gift of gifts) {
    if (!gift.deductible) continue;
    const known = organisations.get(gift.club.id) ?? {
      name: gift.club.name,
      seat: `${gift.club.postalCode} ${gift.club.city}`,
      taxCanton: gift.club.taxCanton,
      deductibleRappen: 0,
    };
    known.deductibleRappen += gift.amountRappen;
    organisations.set(gift.club.id, known);
  }
  return renderPdf(ANNUAL_CERTIFICATE_PDF, {
    language: wireLanguageOf(user.preferredLanguage),
    platform: platformParty(deps.config),
    platformName: deps.config.PLATFORM_NAME,
    year,
    issuedAt: deps.clock.now(),
    donor: company
      ? {
          name: company.name,
          address1: company.address1,
          address2: company.address2,
          postalCode: company.postalCode,
          city: company.city,
        }
      : {
          name: `${user.firstName} ${user.lastName}`.trim(),
          address1: user.address1,
          address2: user.address2,
          postalCode: user.postalCode,
          city: user.city,
        },
    reference: `${year}-${(company?.id ?? user.id).slice(0, 8).toUpperCase()}`,
    gifts,
    organisations: [...organisations.values()].sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/** POST /donations/annual-certificate: the PDF of a past year; a year without gifts is a clear 404. */
export async function annualCertificate(
  deps: CertificateDeps,
  caller: Caller,
  body: AnnualCertificateRequest,
) {
  assertSelf(caller, body.userId);
  if (body.year >= swissYear(deps.clock.now())) {
    throw new AppError('validation', 'certificateYearInvalid', {
      fields: { year: 'certificateYearInvalid' },
    });
  }
  const companyId = body.companyId ?? null;
  const pdf = await renderAnnualCertificate(deps, body.userId, body.year, companyId);
  if (!pdf) throw new AppError('not_found', 'certificateYearEmpty');
  const suffix = companyId ? `-${companyId.slice(0, 8)}` : '';
  return { pdf, fileName: `donation-certificate-${body.year}${suffix}.pdf` };
}

/** The mail job renders the attachment it names: `${userId}:${year}`, and `:${companyId}` for a company's. */
export async function renderCertificateDocument(deps: CertificateDeps, id: string): Promise<Buffer> {
  const [userId, year, companyId] = id.split(':');
  const pdf =
    userId && year ? await renderAnnualCertificate(deps, userId, Number(year), companyId || null) : undefined;
  if (!pdf) throw new Error(`annual certificate ${id} has no gifts`);
  return pdf;
}

const MAIL_BATCH = 200;

/**
 * The January job: each supporter with gifts in the year before gets that year's certificate by e-mail, once
 * (the annual_certificates row is written in the transaction that queues the mail). Outside January it does
 * nothing. Answers how many mails it queued.
 */
export async function mailAnnualCertificates(deps: CertificateDeps, now: Date): Promise<number> {
  const today = swissIsoDay(now);
  if (Number(today.slice(5, 7)) !== 1) return 0;
  const year = Number(today.slice(0, 4)) - 1;
  let queued = 0;
  for (;;) {
    const userIds = await q.supportersToMail(deps.db, year, yearStart(year), yearStart(year + 1), MAIL_BATCH);
    if (userIds.length === 0) break;
    for (const userId of userIds) {
      const user = await findUserById(deps.db, userId);
      const gifts = await giftsOfYear(deps, userId, year);
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(annualCertificates)
          .values({ userId, year, mailedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!claimed || !user) return;
        const totals = annualTotals(gifts);
        const language = wireLanguageOf(user.preferredLanguage);
        await deps.mailer.queueMail(tx, {
          to: user.email,
          template: SUPPORTER_MAILS.annualCertificate,
          language,
          vars: {
            firstName: user.firstName,
            year: String(year),
            total: formatChfGrouped(totals.total),
            deductible: formatChfGrouped(totals.deductible),
          },
          link: `${deps.config.publicUrl}/profile/user`,
          // One certificate per giver: the supporter's own first, then each company's they gave as (issue 47).
          attachments: [...new Set(gifts.map((gift) => giverKey(gift.companyId)))]
            .sort()
            .map((companyId) => ({
              filename: `donation-certificate-${year}${companyId ? `-${companyId.slice(0, 8)}` : ''}.pdf`,
              contentType: 'application/pdf',
              document: {
                kind: 'annualCertificate',
                id: companyId ? `${userId}:${year}:${companyId}` : `${userId}:${year}`,
              },
            })),
        });
        queued += 1;
      });
    }
  }
  if (queued > 0) void deps.mailer.deliverPending();
  return queued;
}
