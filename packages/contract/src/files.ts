import { z } from 'zod';
import { KEYS } from './messages';

/**
 * Uploaded files (POST /files, PUT /files, POST /files/name; PRODUCT.md §validation): images with their crop settings and
 * an organisation's registration documents.
 */

/** Image crop settings (PRODUCT.md §validation). */
export const CROP = {
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
  rotationMin: 0,
  rotationMax: 360,
  aspect: { logo: 1, cover: 173 / 65, product: 4 / 3, event: 4 / 3, user: 1, campaignUpdate: 16 / 9 },
} as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_TYPES = ['image/jpeg', 'application/pdf'] as const;
/** What the file pickers accept; the server decides by the file's bytes, never by its name. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg';

/** Multipart `entity` and `column` of POST/PUT /files (PRODUCT.md §organisations). */
export const FILE_ENTITIES = ['club', 'document', 'product', 'event', 'user', 'campaignUpdate'] as const;
export type FileEntity = (typeof FILE_ENTITIES)[number];
/**
 * Registration documents: doc1 statutes with election minutes or a commercial register extract, doc2 the ID
 * or passport of the authorised representative (PRODUCT.md §organisations); taxRuling the canton's tax-exemption ruling,
 * uploaded by the platform operator.
 */
export const DOCUMENT_KINDS = ['doc1', 'doc2', 'taxRuling'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const FILE_COLUMNS = {
  club: ['logo', 'cover'],
  document: DOCUMENT_KINDS,
  product: ['image'],
  event: ['image'],
  user: ['image'],
  /** A campaign update's optional image (issue 49), uploaded to its draft before it is published. */
  campaignUpdate: ['image'],
} as const satisfies Record<FileEntity, readonly string[]>;

export const ClubDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type ClubDocument = z.infer<typeof ClubDocument>;

/** The multipart fields besides `file`. */
export const FileUploadFields = z
  .object({
    entity: z.enum(FILE_ENTITIES, KEYS.fileEntityInvalid),
    column: z.string(KEYS.fileEntityInvalid).trim().min(1, KEYS.fileEntityInvalid),
    id: z.uuid(KEYS.status404),
    fileName: z.string().trim().max(200).optional(),
  })
  .refine((fields) => (FILE_COLUMNS[fields.entity] as readonly string[]).includes(fields.column), {
    message: KEYS.fileEntityInvalid,
    path: ['column'],
  });
export type FileUploadFields = z.infer<typeof FileUploadFields>;

/** Answer of an upload: the public URL of an image, or the stored document. */
export const FileUploadResponse = z.object({
  url: z.string().nullable(),
  document: ClubDocument.nullable(),
});
export type FileUploadResponse = z.infer<typeof FileUploadResponse>;

export const FileNameRequest = z.object({ fileName: z.string().trim().min(1).max(300) });

/**
 * The card-size version (at most 640 px) of an image the server stored: '/api/files/images/<hash>.jpg' →
 * '/api/files/images/<hash>.card.jpg'. Any other URL (or null) comes back unchanged.
 */
export function cardImageUrl<T extends string | null | undefined>(url: T): T {
  if (!url) return url;
  return url.replace(/(\/api\/files\/images\/[0-9a-f]{32})\.(png|jpg)$/, '$1.card.$2') as T;
}
