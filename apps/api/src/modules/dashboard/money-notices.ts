import {
  defaultMoneyNotices,
  formatChfGrouped,
  type MoneyNoticeSetting,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubAdmins, clubs, products } from '../../db/schema-clubs';
import { donations } from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';
import { perLanguage } from '../../platform/catalogs';
import { addSwissDays, startOfSwissDay, swissDayTime, swissIsoDay } from '../../platform/swiss-dates';
import type { ScheduledJob } from '../jobs/service';
import { donorNameColumns, shownDonor, sponsorOfDonation } from '../ledger/lines';
import { claimDigest, isDigestTime, lastDigestDay } from '../mail/digests';
import { clubTabLink } from '../organisations/queries';
import type { AppDeps } from '../wiring/deps';
import de from './locales/de/export.json' with { type: 'json' };
import en from './locales/en/export.json' with { type: 'json' };
import fr from './locales/fr/export.json' with { type: 'json' };
import it from './locales/it/export.json' with { type: 'json' };
import { MONEY_MAILS } from './mail-texts';

/*
 * Money coming in, told to the club's staff (issue 47). Each staff member chooses in their profile: every gift at
 * once (the money-notices job, every minute), a digest each morning of the gifts since the last one (money-digest,
 * from 07:00 Swiss time), or never. Without a choice: a digest for administrators and finance, nothing for
 * editors. The donor is named only with the consent given at checkout (ledger/lines.ts shownDonor).
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

const ANONYMOUS = perLanguage({ de, en, fr, it }, (words) => words.anonymousDonor);
/** Gifts older than this are never announced one by one (a job that was down does not flood the staff). */
const INSTANT_WINDOW_MS = 48 * 3_600_000;
/** A digest reaches back at most this many days. */
const DIGEST_MAX_DAYS = 7;
const DIGEST_KIND = 'money';

/** The club's staff with their setting as it applies in this club (their choice, else their role's default). */
export async function staffSettings(db: DbOrTx, clubId: string) {
  const rows = await db
    .select({
      email: clubAdmins.email,
      role: clubAdmins.role,
      language: sql<string>`coalesce(${users.preferredLanguage}, 'de')`,
      chosen: users.moneyNotices,
    })
    .from(clubAdmins)
    .innerJoin(users, and(eq(users.email, clubAdmins.email), isNull(users.deletedAt)))
    .where(eq(clubAdmins.clubId, clubId));
  return rows.map((row) => ({
    email: row.email,
    language: wireLanguageOf(row.language),
    setting: (row.chosen as MoneyNoticeSetting | null) ?? defaultMoneyNotices([row.role]),
  }));
}

/** Gifts with what a staff mail shows: product, amounts, and the donor's name where they agreed. */
function giftsQuery(db: DbOrTx) {
  return db
    .select({
      id: donations.id,
      clubId: donations.clubId,
      clubName: clubs.name,
      productTitle: products.title,
      gross: donations.amountRappen,
      fee: donations.feeRappen,
      net: donations.netRappen,
      settledAt: donations.settledAt,
      ...donorNameColumns,
    })
    .from(donations)
    .innerJoin(clubs, eq(clubs.id, donations.clubId))
    .innerJoin(products, eq(products.id, donations.productId))
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(clubSponsors, sponsorOfDonation);
}

/** Succeeded gifts settled in [from, to). */
const settledBetween = (from: Date, to: Date) =>
  and(eq(donations.status, 'succeeded'), gte(donations.settledAt, from), lt(donations.settledAt, to));

type Gift = Awaited<ReturnType<ReturnType<typeof giftsQuery>['execute']>>[number];

const donorOf = (gift: Gift, language: WireLanguage) => shownDonor(gift) ?? ANONYMOUS[language];

/** The money-notices job: each gift not yet announced, to the staff who want every gift at once. */
export async function noticeNewGifts(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const unnoticed = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          eq(donations.status, 'succeeded'),
          isNull(donations.staffNoticedAt),
          gte(donations.settledAt, new Date(now.getTime() - INSTANT_WINDOW_MS)),
        ),
      )
      .orderBy(asc(donations.settledAt))
      .limit(500)
      .for('update', { skipLocked: true });
    if (unnoticed.length === 0) return 0;
    const ids = unnoticed.map((row) => row.id);
    const gifts = await giftsQuery(tx).where(inArray(donations.id, ids)).orderBy(asc(donations.settledAt));
    const staffOf = new Map<string, Awaited<ReturnType<typeof staffSettings>>>();
    for (const gift of gifts) {
      let staff = staffOf.get(gift.clubId);
      if (!staff) {
        staff = await staffSettings(tx, gift.clubId);
        staffOf.set(gift.clubId, staff);
      }
      for (const person of staff.filter((member) => member.setting === 'instant')) {
        await deps.mailer.queueMail(tx, {
          to: person.email,
          template: MONEY_MAILS.moneyReceived,
          language: person.language,
          vars: {
            clubName: gift.clubName,
            productTitle: gift.productTitle,
            donor: donorOf(gift, person.language),
            time: swissDayTime(gift.settledAt as Date),
            gross: formatChfGrouped(gift.gross),
            fee: formatChfGrouped(gift.fee),
            net: formatChfGrouped(gift.net),
          },
          link: clubTabLink(deps.config.publicUrl, gift.clubId, 'financials'),
        });
      }
    }
    await tx.update(donations).set({ staffNoticedAt: now }).where(inArray(donations.id, ids));
    return gifts.length;
  });
}

/**
 * The money-digest job: from 07:00 Swiss time, each staff member who wants a digest gets one mail per club with
 * the gifts since their last digest (at most a week back; the first one, the previous day's), once a day.
 */
export async function sendMoneyDigests(deps: Deps, now: Date): Promise<number> {
  if (!isDigestTime(now)) return 0;
  const today = swissIsoDay(now);
  const end = startOfSwissDay(today);
  const earliest = startOfSwissDay(addSwissDays(today, -DIGEST_MAX_DAYS));
  const clubIds = await deps.db
    .selectDistinct({ clubId: donations.clubId })
    .from(donations)
    .where(settledBetween(earliest, end));
  let sent = 0;
  for (const { clubId } of clubIds) {
    for (const person of (await staffSettings(deps.db, clubId)).filter(
      (member) => member.setting === 'digest',
    )) {
      const recipient = `${person.email} ${clubId}`;
      sent += await deps.db.transaction(async (tx) => {
        const last = await lastDigestDay(tx, DIGEST_KIND, recipient);
        const from = startOfSwissDay(last ?? addSwissDays(today, -1));
        const start = from < earliest ? earliest : from;
        const gifts = await giftsQuery(tx)
          .where(and(eq(donations.clubId, clubId), settledBetween(start, end)))
          .orderBy(asc(donations.settledAt));
        if (gifts.length === 0) return 0;
        if (!(await claimDigest(tx, DIGEST_KIND, recipient, now))) return 0;
        const total = (pick: (gift: Gift) => number) => gifts.reduce((sum, gift) => sum + pick(gift), 0);
        const list = gifts.map(
          (gift) =>
            `- ${swissDayTime(gift.settledAt as Date)} · ${gift.productTitle} · ${donorOf(gift, person.language)}: CHF ${formatChfGrouped(gift.gross)} / ${formatChfGrouped(gift.fee)} / ${formatChfGrouped(gift.net)}`,
        );
        await deps.mailer.queueMail(tx, {
          to: person.email,
          template: MONEY_MAILS.moneyDigest,
          language: person.language,
          vars: {
            clubName: gifts[0]?.clubName ?? '',
            count: String(gifts.length),
            list: list.join('\n'),
            gross: formatChfGrouped(total((gift) => gift.gross)),
            fee: formatChfGrouped(total((gift) => gift.fee)),
            net: formatChfGrouped(total((gift) => gift.net)),
          },
          link: clubTabLink(deps.config.publicUrl, clubId, 'financials'),
        });
        return 1;
      });
    }
  }
  if (sent > 0) void deps.mailer.deliverPending();
  return sent;
}

export function moneyNoticeJobs(deps: Deps): ScheduledJob[] {
  return [
    {
      name: 'money-notices',
      cron: '* * * * *',
      run: async (now) => {
        const told = await noticeNewGifts(deps, now);
        if (told > 0) void deps.mailer.deliverPending();
        return told;
      },
    },
    { name: 'money-digest', cron: '10 * * * *', run: (now) => sendMoneyDigests(deps, now) },
  ];
}
