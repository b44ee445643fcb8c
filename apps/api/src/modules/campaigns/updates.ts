import {
  type CampaignUpdate,
  type CampaignUpdateList,
  type CampaignUpdatePublished,
  type CampaignUpdateRequest,
  campaignTargetRappen,
  confirmation,
  fillPlaceholders,
  formatChfGrouped,
  MESSAGES,
  type MessageResponse,
  ROUTES,
  WIRE_LANGUAGES,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Translator } from '../../adapters/translation';
import type { DbOrTx } from '../../db/client';
import {
  type CampaignUpdateRow,
  campaignUnsubscribes,
  campaignUpdates,
  type UpdateText,
} from '../../db/schema-campaigns';
import type { ProductRow } from '../../db/schema-clubs';
import { AppError, fieldError } from '../../errors';
import { signedLink, verifySignedLink } from '../../platform/signed-links';
import type { Caller } from '../auth/caller';
import { requireClubAccess } from '../organisations/access';
import de from './locales/de/final-updates.json' with { type: 'json' };
import en from './locales/en/final-updates.json' with { type: 'json' };
import fr from './locales/fr/final-updates.json' with { type: 'json' };
import it from './locales/it/final-updates.json' with { type: 'json' };
import { CAMPAIGN_MAILS } from './mail-texts';
import * as q from './queries';
import type { CampaignsDeps } from './service';

/*
 * Updates to a campaign's backers (issue 49): the club writes a title and a text in one language; the translation
 * adapter gives the others (a language it cannot give keeps the source text); every backer who did not unsubscribe
 * gets it by mail in their language, with a link that unsubscribes them from this campaign. At the end a final
 * update (funded, or not) waits as a draft for the club to publish.
 */

export type UpdatesDeps = CampaignsDeps & { translator: Translator };

const FINAL_WORDS: Record<WireLanguage, Record<'funded' | 'not_funded', UpdateText>> = { de, en, fr, it };

/** Unsubscribe links work for five years (an update mail may be read late). */
const UNSUBSCRIBE_SECONDS = 5 * 365 * 86_400;
const unsubscribeId = (productId: string, userId: string) => `campaign-unsubscribe:${productId}:${userId}`;

export function unsubscribeLink(deps: CampaignsDeps, productId: string, userId: string): string {
  const query = signedLink(deps.config.jwtSecret, unsubscribeId(productId, userId), UNSUBSCRIBE_SECONDS);
  return `${deps.config.publicUrl}${ROUTES.campaignUnsubscribe}?product=${productId}&user=${userId}&${query}`;
}

/** The final update the end proposes, in every language, as a draft (campaigns/endings.ts, in its transaction). */
export async function proposeFinalUpdate(
  tx: DbOrTx,
  product: ProductRow,
  outcome: 'funded' | 'not_funded',
  now: Date,
): Promise<void> {
  const pledging = product.campaignMode === 'all_or_nothing';
  const values = {
    productTitle: product.title,
    raised: formatChfGrouped(pledging ? product.pledgedRappen : product.totalFundedRappen),
    target: formatChfGrouped(campaignTargetRappen(product)),
  };
  const texts = Object.fromEntries(
    WIRE_LANGUAGES.map((language) => {
      const words = FINAL_WORDS[language][outcome];
      return [
        language,
        { title: fillPlaceholders(words.title, values), text: fillPlaceholders(words.text, values) },
      ];
    }),
  );
  await tx.insert(campaignUpdates).values({
    productId: product.id,
    clubId: product.clubId,
    kind: 'final',
    status: 'draft',
    sourceLanguage: 'de',
    texts,
    createdAt: now,
  });
}

function present(row: CampaignUpdateRow, language: WireLanguage): CampaignUpdate {
  const shown = row.texts[language] ?? row.texts[row.sourceLanguage]!;
  const { id, image, mailedTo } = row;
  const kind = row.kind as CampaignUpdate['kind'];
  const status = row.status as CampaignUpdate['status'];
  const sourceLanguage = row.sourceLanguage as WireLanguage;
  // Shown in a translation when the reader's language is not the one it was written in, and one was made.
  const translated = language !== sourceLanguage && row.texts[language] !== undefined;
  const dates = {
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
  return { id, kind, status, ...shown, image, sourceLanguage, translated, ...dates, mailedTo };
}

/** The title and text in every language: the source as written, the others translated (or the source). */
async function translated(
  deps: UpdatesDeps,
  body: { title: string; text: string; language: WireLanguage },
): Promise<Record<string, UpdateText>> {
  const texts: Record<string, UpdateText> = { [body.language]: { title: body.title, text: body.text } };
  await Promise.all(
    WIRE_LANGUAGES.filter((language) => language !== body.language).map(async (target) => {
      try {
        const [title, text] = await Promise.all([
          deps.translator.translate({ text: body.title, source: body.language, target }),
          deps.translator.translate({ text: body.text, source: body.language, target }),
        ]);
        if (title?.trim() && text?.trim()) texts[target] = { title: title.trim(), text: text.trim() };
      } catch (error) {
        // A failed translation leaves the language to the source text: the update still goes out.
        deps.log.warn({ err: error, target }, 'campaign update not translated');
      }
    }),
  );
  return texts;
}

/**
 * POST /campaigns/updates: the club's editors post an update (or publish the proposed final one); it is mailed to
 * every backer who did not unsubscribe, in their language.
 */
export async function publishUpdate(
  deps: UpdatesDeps,
  caller: Caller,
  body: CampaignUpdateRequest & { language: WireLanguage },
): Promise<CampaignUpdatePublished> {
  const found = await q.findCampaignProduct(deps.db, body.productId);
  if (!found) throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  const { product, club } = found;
  await requireClubAccess(deps, caller, club.id, 'editOffers');
  if (!product.crowdFunding || product.status === 'draft')
    throw fieldError('productId', 'campaignUpdateNotAllowed');
  const now = deps.clock.now();
  const texts = await translated(deps, body);
  if (body.draft) {
    // A draft (to upload its image to): written in every language now, mailed when it is published.
    const [draft] = await deps.db
      .insert(campaignUpdates)
      .values({
        productId: product.id,
        clubId: club.id,
        status: 'draft',
        sourceLanguage: body.language,
        texts,
        createdBy: caller.id,
        createdAt: now,
      })
      .returning();
    return { ...confirmation('campaignUpdateDraftSaved'), update: present(draft!, body.language) };
  }
  const backers = await q.backersToTell(deps.db, product.id);
  const link = `${deps.config.publicUrl}/${club.shortName}#product-${product.id}`;
  const row = await deps.db.transaction(async (tx) => {
    const values = {
      texts,
      sourceLanguage: body.language,
      status: 'published',
      publishedAt: now,
      mailedTo: backers.length,
    };
    const [written] = body.updateId
      ? await tx
          .update(campaignUpdates)
          .set(values)
          .where(
            and(
              eq(campaignUpdates.id, body.updateId),
              eq(campaignUpdates.productId, product.id),
              eq(campaignUpdates.status, 'draft'),
            ),
          )
          .returning()
      : await tx
          .insert(campaignUpdates)
          .values({ ...values, productId: product.id, clubId: club.id, createdBy: caller.id, createdAt: now })
          .returning();
    if (!written) throw new AppError('not_found', 'status404', { fields: { updateId: 'status404' } });
    await deps.mailer.queueMails(
      tx,
      backers.map((backer) => {
        const language = wireLanguageOf(backer.language);
        const words = texts[language] ?? texts[body.language]!;
        return {
          to: backer.email,
          template: CAMPAIGN_MAILS.campaignUpdate,
          language,
          vars: {
            firstName: backer.firstName,
            clubName: club.name,
            productTitle: product.title,
            title: words.title,
            text: words.text,
            unsubscribe: unsubscribeLink(deps, product.id, backer.id),
          },
          link,
        };
      }),
    );
    return written;
  });
  void deps.mailer.deliverPending();
  return {
    key: 'campaignUpdatePublished',
    message: fillPlaceholders(MESSAGES.campaignUpdatePublished, { count: String(backers.length) }),
    update: present(row, body.language),
  };
}

/** POST /campaigns/updates/list: a campaign's published updates, newest first, in the reader's language. */
export async function listUpdates(
  deps: CampaignsDeps,
  productId: string,
  language: WireLanguage,
): Promise<CampaignUpdateList> {
  const rows = await deps.db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.productId, productId), eq(campaignUpdates.status, 'published')))
    .orderBy(desc(campaignUpdates.publishedAt));
  return { content: rows.map((row) => present(row, language)) };
}

/** POST /campaigns/updates/club: every update of a campaign, drafts too, for its editors. */
export async function clubUpdates(
  deps: CampaignsDeps,
  caller: Caller,
  productId: string,
  language: WireLanguage,
): Promise<CampaignUpdateList> {
  const found = await q.findCampaignProduct(deps.db, productId);
  if (!found) throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  await requireClubAccess(deps, caller, found.club.id, 'editOffers');
  const rows = await deps.db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.productId, productId))
    .orderBy(desc(campaignUpdates.createdAt));
  return { content: rows.map((row) => present(row, language)) };
}

/** POST /campaigns/unsubscribe: the update mail's signed link; no more updates of that campaign for that backer. */
export async function unsubscribe(
  deps: CampaignsDeps,
  body: { productId: string; userId: string; expires: number; signature: string },
): Promise<MessageResponse> {
  const valid = verifySignedLink(
    deps.config.jwtSecret,
    unsubscribeId(body.productId, body.userId),
    body.expires,
    body.signature,
  );
  if (!valid) throw new AppError('validation', 'campaignUnsubscribeInvalid');
  await deps.db
    .insert(campaignUnsubscribes)
    .values({ productId: body.productId, userId: body.userId })
    .onConflictDoNothing();
  return confirmation('campaignUnsubscribed');
}
