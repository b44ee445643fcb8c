import { type DocumentKind, FileUploadFields, type FileUploadResponse } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredObject } from '../../adapters/storage';
import { AppError, schemaError, zodIssues } from '../../errors';
import {
  IMAGE_NAME,
  IMAGE_URL_PREFIX,
  imageKeys,
  imageUrl,
  keysOfImageUrl,
  processDocument,
  processImage,
} from '../../platform/images';
import { documentUrl, verifyDocumentLink } from '../../platform/signed-links';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { isPlatformOperator } from '../auth/caller';
import { forgetPublicClubCount } from '../clubs/queries';
import { type ClubAccess, requireClubAccess } from '../organisations/access';
import { toClubDocument } from '../organisations/answers';
import type { AppDeps } from '../wiring/deps';
import type { UploadParts } from './multipart';
import * as q from './queries';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/** A file name for the download: no path, no control characters, the extension of what it really is. */
export function cleanFileName(given: string | undefined, fallback: string, extension: string): string {
  const base = (given ?? '')
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}

/** Checks who may upload to the target: the club's admins by role, the operator, or the user himself. */
async function authorise(deps: Deps, caller: Caller, fields: FileUploadFields): Promise<ClubAccess | null> {
  switch (fields.entity) {
    case 'club':
      return requireClubAccess(deps, caller, fields.id, 'editImages');
    case 'document':
      // The tax ruling is the operator's record; the registration documents belong with the bank data.
      if (fields.column === 'taxRuling' && !isPlatformOperator(caller)) throw new AppError('forbidden');
      return requireClubAccess(deps, caller, fields.id, 'editBank');
    case 'product':
    case 'event': {
      const clubId =
        fields.entity === 'product'
          ? await q.findProductClubId(deps.db, fields.id)
          : await q.findEventClubId(deps.db, fields.id);
      if (!clubId) throw new AppError('not_found', 'status404');
      return requireClubAccess(deps, caller, clubId, 'editOffers');
    }
    case 'user':
      if (fields.id !== caller.id) throw new AppError('forbidden');
      return null;
    case 'campaignUpdate': {
      const clubId = await q.findDraftUpdateClubId(deps.db, fields.id);
      if (!clubId) throw new AppError('not_found', 'status404');
      return requireClubAccess(deps, caller, clubId, 'editOffers');
    }
  }
}

/** The operator acting for a club they do not administer: written to the audit log. */
const actsAsOperator = (access: ClubAccess | null) => access?.isOperator === true && access.role === null;

export interface CheckedUpload {
  fields: FileUploadFields;
  access: ClubAccess | null;
}

/**
 * The fields of an upload and the caller's right to write to that target: 400 for a wrong target, 404 for
 * a missing one, 403 without the right. Runs as soon as the fields have arrived, before the file is read
 * when the browser sends the fields first (as the web app does).
 */
export async function checkUpload(
  deps: Deps,
  caller: Caller,
  raw: Record<string, string>,
): Promise<CheckedUpload> {
  const parsed = FileUploadFields.safeParse({
    entity: raw.entity,
    column: raw.column,
    id: raw.id,
    ...(raw.fileName ? { fileName: raw.fileName } : {}),
  });
  if (!parsed.success) {
    throw schemaError(zodIssues(parsed.error));
  }
  return { fields: parsed.data, access: await authorise(deps, caller, parsed.data) };
}

/**
 * POST/PUT /files: checks the fields and the caller's rights (unless done already while reading), then the
 * file's bytes; stores the file and points the target at it in one transaction (with the operator's audit
 * entry). The previous file of the target is deleted after the commit. A failure leaves nothing behind:
 * the new file is removed again.
 */
export async function uploadFile(
  deps: Deps & { log: FastifyBaseLogger },
  caller: Caller,
  parts: UploadParts,
  checked?: CheckedUpload,
): Promise<FileUploadResponse> {
  const { fields, access } = checked ?? (await checkUpload(deps, caller, parts.fields));
  if (!parts.file || parts.file.bytes.length === 0) {
    throw new AppError('validation', 'fileRequired', { fields: { file: 'fileRequired' } });
  }
  // A fileName field sent after the file was not there yet when the fields were checked.
  const givenName = fields.fileName ?? (parts.fields.fileName?.trim() || parts.file.fileName);

  if (fields.entity === 'document') {
    const kind = fields.column as DocumentKind;
    const clubId = fields.id;
    const processed = await processDocument(parts.file.bytes);
    const storageKey = `documents/${clubId}/${crypto.randomUUID()}.${processed.extension}`;
    await deps.storage.put(storageKey, processed.body, { contentType: processed.contentType });
    let result: Awaited<ReturnType<typeof q.replaceDocument>>;
    try {
      result = await deps.db.transaction(async (tx) => {
        const replaced = await q.replaceDocument(tx, {
          clubId,
          kind,
          storageKey,
          fileName: cleanFileName(givenName, kind, processed.extension),
          contentType: processed.contentType,
          size: processed.body.length,
          uploadedBy: caller.id,
        });
        if (kind === 'taxRuling') await q.setTaxRulingDocument(tx, clubId, replaced.document.id);
        if (actsAsOperator(access)) {
          await insertAudit(tx, {
            actorUserId: caller.id,
            actorEmail: caller.email,
            action: 'document.uploaded',
            clubId,
            details: {
              documentId: replaced.document.id,
              kind,
              fileName: replaced.document.fileName,
              size: replaced.document.size,
            },
          });
        }
        return replaced;
      });
    } catch (error) {
      await deps.storage.delete(storageKey).catch(() => {});
      throw error;
    }
    if (result.previous) {
      await deps.storage.delete(result.previous.storageKey).catch((err: unknown) => {
        deps.log.warn({ err, documentId: result.previous?.id }, 'old document file not deleted');
      });
    }
    return {
      url: documentUrl(deps, result.document.id, { viewerId: caller.id }),
      document: toClubDocument(result.document),
    };
  }

  const target = { entity: fields.entity, column: fields.column, id: fields.id } as q.ImageTarget;
  const image = await processImage(parts.file.bytes);
  const keys = imageKeys(image, `${target.entity}:${target.column}:${target.id}`);
  const url = imageUrl(keys.name);
  await deps.storage.put(keys.fullKey, image.full, { contentType: image.contentType });
  await deps.storage.put(keys.cardKey, image.card, { contentType: image.contentType });
  let previousUrl: string | null | undefined;
  try {
    previousUrl = await deps.db.transaction(async (tx) => {
      const current = await q.lockImageUrl(tx, target);
      if (current === undefined) throw new AppError('not_found', 'status404');
      await q.setImageUrl(tx, target, url);
      if (actsAsOperator(access)) {
        await insertAudit(tx, {
          actorUserId: caller.id,
          actorEmail: caller.email,
          action: 'image.uploaded',
          clubId: access?.clubId ?? null,
          details: { entity: target.entity, column: target.column, id: target.id, url },
        });
      }
      return current;
    });
  } catch (error) {
    if (!(await q.imageUrlInUse(deps.db, url))) {
      await Promise.all([deps.storage.delete(keys.fullKey), deps.storage.delete(keys.cardKey)]).catch(
        () => {},
      );
    }
    throw error;
  }
  // A club's logo and cover show in the directory: its cached answers go once the change is committed.
  if (target.entity !== 'user') forgetPublicClubCount(deps.db);
  const oldKeys = previousUrl !== url ? keysOfImageUrl(previousUrl) : undefined;
  if (oldKeys && previousUrl && !(await q.imageUrlInUse(deps.db, previousUrl))) {
    await Promise.all(oldKeys.map((key) => deps.storage.delete(key))).catch((err: unknown) => {
      deps.log.warn({ err }, 'old image file not deleted');
    });
  }
  return { url, document: null };
}

/** A public image by its name (full or card size); undefined when there is none. */
export async function readImage(deps: Deps, name: string): Promise<StoredObject | undefined> {
  if (!IMAGE_NAME.test(name)) return undefined;
  return deps.storage.get(`images/${name}`);
}

/**
 * POST /files/name: the URL of a stored file by its name. Images only for now ('<hash>.jpg', 'images/…' or
 * the URL itself); payout receipts will be answered as signed links like documents.
 */
export async function resolveFileName(deps: Deps, fileName: string): Promise<string> {
  const name = fileName.replace(/^.*\/(?=[^/]+$)/, '');
  const prefixOk =
    fileName === name || fileName === `images/${name}` || fileName === `${IMAGE_URL_PREFIX}${name}`;
  if (!prefixOk || !IMAGE_NAME.test(name) || !(await deps.storage.exists(`images/${name}`))) {
    throw new AppError('not_found', 'status404');
  }
  return imageUrl(name);
}

/**
 * GET /files/documents/:id with a signed link: the document, or 403 for a missing, wrong or expired
 * signature. A download by the operator is written to the audit log.
 */
export async function readDocument(
  deps: Deps,
  input: { id: string; expires: number; viewer?: string | undefined; signature: string },
): Promise<{ document: q.DocumentRow; file: StoredObject }> {
  const valid = verifyDocumentLink(
    deps.config.jwtSecret,
    { documentId: input.id, expires: input.expires, viewerId: input.viewer },
    input.signature,
  );
  if (!valid) throw new AppError('forbidden');
  const document = await q.findDocument(deps.db, input.id);
  if (!document) throw new AppError('not_found', 'status404');
  const file = await deps.storage.get(document.storageKey);
  if (!file) throw new AppError('not_found', 'status404');
  if (input.viewer) {
    const viewer = await q.findUserForAudit(deps.db, input.viewer);
    if (viewer?.roles.includes('ROLE_ADMIN')) {
      await insertAudit(deps.db, {
        actorUserId: viewer.id,
        actorEmail: viewer.email,
        action: 'document.viewed',
        clubId: document.clubId,
        details: { documentId: document.id, kind: document.kind, fileName: document.fileName },
      });
    }
  }
  return { document, file };
}
