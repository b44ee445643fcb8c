import {
  type CreatePaymentLinkRequest,
  type EmbedSettings,
  LINK_LIMITS,
  type PaymentLink,
  type PaymentLinkList,
  type PublicPaymentLink,
  rappenToChf,
  type WireLanguage,
} from '@tifo/contract';
import type { Db } from '../../db/client';
import type { ProductRow } from '../../db/schema-clubs';
import type { PaymentLinkRow } from '../../db/schema-links';
import { AppError, fieldError } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { Caller } from '../auth/caller';
import { PUBLIC_STATUSES } from '../clubs/cards';
import { toPublicProduct } from '../clubs/present';
import { findOfferedProduct } from '../clubs/queries';
import { requireClubAccess } from '../organisations/access';
import { isMembershipProduct } from '../payments/membership';
import { startsSubscription } from '../payments/recurring';
import { checkedAmount } from '../payments/service';
import * as q from './queries';

/*
 * Payment links (issue 48, docs/decisions/092): a club's staff who edit its offers make a link per offer and
 * source; the link's page is public; archived links answer 410 and keep their figures.
 */

export interface LinksDeps {
  db: Db;
  clock: Clock;
  config: { publicUrl: string };
}

export const linkUrl = (deps: LinksDeps, code: string) => `${deps.config.publicUrl}/l/${code}`;

const notFound = () => new AppError('not_found', 'paymentLinkNotFound');

function present(
  deps: LinksDeps,
  row: { link: PaymentLinkRow; productTitle: string; gifts: number; gross: number; net: number },
): PaymentLink {
  const { link } = row;
  return {
    id: link.id,
    code: link.code,
    url: linkUrl(deps, link.code),
    productId: link.productId,
    productTitle: row.productTitle,
    source: link.source,
    amount: link.amountRappen === null ? null : rappenToChf(link.amountRappen),
    createdAt: link.createdAt.toISOString(),
    archived: link.archivedAt !== null,
    gifts: Number(row.gifts),
    gross: rappenToChf(Number(row.gross)),
    net: rappenToChf(Number(row.net)),
  };
}

/** POST /payment-links: a link to one of the club's offers now on offer; a preset amount follows its amount rule. */
export async function createLink(
  deps: LinksDeps,
  caller: Caller,
  body: CreatePaymentLinkRequest & { source: string },
): Promise<PaymentLink> {
  await requireClubAccess(deps, caller, body.clubId, 'editOffers');
  const offered = await findOfferedProduct(deps.db, body.productId, deps.clock.now());
  if (!offered || offered.product.clubId !== body.clubId) {
    throw fieldError('productId', 'paymentLinkProductInvalid');
  }
  let amountRappen: number | null = null;
  if (body.amount !== undefined && body.amount !== null && body.amount !== '') {
    // A fixed price is the price: a link presets an amount only where the donor chooses.
    if (offered.product.priceRappen !== null && !offered.product.crowdFunding) {
      throw fieldError('amount', 'paymentLinkAmountNotForPrice');
    }
    amountRappen = checkedAmount(offered.product, body.amount);
  }
  if ((await q.countActiveLinks(deps.db, body.clubId)) >= LINK_LIMITS.perClubMax) {
    throw new AppError('conflict', 'status429');
  }
  // A code is 10 of 31 letters: a repeat is near impossible, and the unique index would refuse it.
  const link = await q.insertLink(deps.db, {
    clubId: body.clubId,
    productId: body.productId,
    code: q.newLinkCode(),
    source: body.source,
    amountRappen,
    createdBy: caller.id,
  });
  return present(deps, { link, productTitle: offered.product.title, gifts: 0, gross: 0, net: 0 });
}

/** POST /payment-links/list: the club's links, active first, each with what it brought. */
export async function listLinks(deps: LinksDeps, caller: Caller, clubId: string): Promise<PaymentLinkList> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  const rows = await q.linksOfClub(deps.db, clubId);
  return { content: rows.map((row) => present(deps, row)) };
}

/** POST /payment-links/archive: the link stops working (410); its gifts keep naming it. */
export async function archiveLink(deps: LinksDeps, caller: Caller, body: { clubId: string; linkId: string }) {
  await requireClubAccess(deps, caller, body.clubId, 'editOffers');
  const archived = await q.archiveLink(deps.db, body.clubId, body.linkId, deps.clock.now());
  if (!archived) throw notFound();
  const [row] = await q.linksOfClub(deps.db, body.clubId, archived.id);
  return present(deps, row!);
}

/** The link's club staff may download its poster: the link with its offer and club. */
export async function linkOfClub(deps: LinksDeps, caller: Caller, clubId: string, linkId: string) {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  const found = await q.findLinkOfClub(deps.db, clubId, linkId);
  if (!found) throw notFound();
  return found;
}

/**
 * A link that can be given through now: its code known, not archived, its offer on offer and its club public.
 * Unknown: 404; archived, or its offer or club gone: 410.
 */
export async function usableLink(deps: LinksDeps, code: string) {
  const found = await q.findLinkByCode(deps.db, code);
  if (!found) throw notFound();
  const offered = await findOfferedProduct(deps.db, found.product.id, deps.clock.now());
  const clubPublic = (PUBLIC_STATUSES as readonly string[]).includes(found.club.status);
  if (found.link.archivedAt || !offered || !clubPublic || found.club.closesAt) {
    throw new AppError('gone', 'paymentLinkGone');
  }
  return { link: found.link, product: offered.product, club: offered.club };
}

/** Whether a guest may give to this offer: a one-off gift; a subscription or membership needs an account. */
export const guestMayGive = (
  product: Pick<ProductRow, 'recurringProduct' | 'productType' | 'recurringPeriod'>,
) => !startsSubscription(product) && !isMembershipProduct(product);

/**
 * Whether a website may show the club's donate button: Tifo's own pages always; another website when the club
 * lists no website, or lists it (issue 48). A request without an Origin is not a browser's cross-site call.
 */
export function requireEmbedOrigin(
  deps: LinksDeps,
  club: { embedOrigins: string[] },
  origin: string | undefined,
): void {
  if (!origin || origin === new URL(deps.config.publicUrl).origin) return;
  if (club.embedOrigins.length > 0 && !club.embedOrigins.includes(origin)) {
    throw new AppError('forbidden', 'embedOriginNotAllowed');
  }
}

/** GET /links/{code}: what the link's page and checkout show; a website's call only where the club allows it. */
export async function publicLink(
  deps: LinksDeps,
  code: string,
  language: WireLanguage,
  origin?: string,
): Promise<PublicPaymentLink> {
  const { link, product, club } = await usableLink(deps, code);
  requireEmbedOrigin(deps, club, origin);
  return {
    code: link.code,
    source: link.source,
    amount: link.amountRappen === null ? null : rappenToChf(link.amountRappen),
    product: toPublicProduct(product, club, language, deps.clock.now()),
    club: { name: club.name, shortName: club.shortName, logo: club.logo },
    guestAllowed: guestMayGive(product),
  };
}

/** POST /payment-links/embed: the websites allowed to show the button, and those the club's gifts came from. */
export async function embedSettings(deps: LinksDeps, caller: Caller, clubId: string): Promise<EmbedSettings> {
  await requireClubAccess(deps, caller, clubId, 'editOffers');
  const [origins, pages] = await Promise.all([
    q.embedOriginsOf(deps.db, clubId),
    q.giftsByPage(deps.db, clubId),
  ]);
  return {
    origins,
    pages: pages.map((page) => ({
      origin: page.origin,
      gifts: Number(page.gifts),
      gross: rappenToChf(Number(page.gross)),
    })),
  };
}

/** PUT /payment-links/embed: the websites that may show the button from now on (empty: any). */
export async function setEmbedOrigins(
  deps: LinksDeps,
  caller: Caller,
  body: { clubId: string; origins: string[] },
): Promise<EmbedSettings> {
  await requireClubAccess(deps, caller, body.clubId, 'editOffers');
  await q.setEmbedOrigins(deps.db, body.clubId, [...new Set(body.origins)]);
  return embedSettings(deps, caller, body.clubId);
}
