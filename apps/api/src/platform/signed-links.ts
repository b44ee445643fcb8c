import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORG_LIMITS } from '@tifo/contract';
import type { Config } from '../config';

/**
 * Documents are private: the only way to read one is a link signed by the server that expires after
 * ORG_LIMITS.documentLinkTtlSeconds. The link names the document, its expiry and (for the operator) the
 * person it was made for, so a download can be written to the audit log; changing any of them breaks the
 * signature. The key is derived from the JWT secret, like the captcha's.
 */
export interface DocumentLink {
  documentId: string;
  /** Unix seconds. */
  expires: number;
  /** The user the link was made for, when the download should be attributed (the operator's review). */
  viewerId?: string | undefined;
}

function linkKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('document-links').digest();
}

function sign(jwtSecret: string, link: DocumentLink): string {
  return createHmac('sha256', linkKey(jwtSecret))
    .update(`${link.documentId}\n${link.expires}\n${link.viewerId ?? ''}`)
    .digest('base64url');
}

/** A short-lived link to one stored document (relative to the site, like image URLs). */
export function documentUrl(
  deps: { config: Pick<Config, 'jwtSecret'> },
  documentId: string,
  options: { viewerId?: string | undefined; now?: Date; ttlSeconds?: number } = {},
): string {
  const now = options.now ?? new Date();
  const expires =
    Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? ORG_LIMITS.documentLinkTtlSeconds);
  const link: DocumentLink = { documentId, expires, viewerId: options.viewerId };
  const query = new URLSearchParams({ expires: String(expires) });
  if (options.viewerId) query.set('viewer', options.viewerId);
  query.set('signature', sign(deps.config.jwtSecret, link));
  return `/api/files/documents/${encodeURIComponent(documentId)}?${query.toString()}`;
}

/** True when the signature matches and the link has not expired. */
export function verifyDocumentLink(
  jwtSecret: string,
  link: DocumentLink,
  signature: string,
  now: Date = new Date(),
): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(jwtSecret, link));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The query (expires, signature) of a short-lived link to another private file, named by `id`. */
export function signedLink(
  jwtSecret: string,
  id: string,
  ttlSeconds: number,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const signature = sign(jwtSecret, { documentId: id, expires });
  return new URLSearchParams({ expires: String(expires), signature }).toString();
}

export function verifySignedLink(
  jwtSecret: string,
  id: string,
  expires: number,
  signature: string,
  now: Date = new Date(),
): boolean {
  return verifyDocumentLink(jwtSecret, { documentId: id, expires }, signature, now);
}
