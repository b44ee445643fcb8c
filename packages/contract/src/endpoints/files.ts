import { z } from 'zod';
import { endpoint } from '../endpoint';
import { FileNameRequest, FileUploadResponse } from '../files';
import { KEYS } from '../messages';

/** The files calls. */
export const FILES_ENDPOINTS = {
  postFiles: endpoint({
    method: 'POST',
    path: '/files',
    tag: 'files',
    summary:
      'Upload or replace a file (multipart: file, entity, column, id, fileName). Images: png/jpeg, one file, at most 2 MB; documents: pdf/jpeg, at most 10 MB',
    consumes: ['multipart/form-data'],
    access: 'caller',
    answers: { 200: FileUploadResponse },
    errors: [400, 401, 403, 404, 413],
    errorKeys: [
      'clubNotFound',
      'documentOneFile',
      'documentTooLarge',
      'documentTypeInvalid',
      'fileRequired',
      'imageOneFile',
      'imageTooLarge',
      'imageTypeInvalid',
    ],
  }),
  putFiles: endpoint({
    method: 'PUT',
    path: '/files',
    tag: 'files',
    summary: 'Replace a file (same as POST)',
    consumes: ['multipart/form-data'],
    access: 'caller',
    answers: { 200: FileUploadResponse },
    errors: [400, 401, 403, 404, 413],
    errorKeys: ['fileRequired'],
  }),
  postFilesName: endpoint({
    method: 'POST',
    path: '/files/name',
    tag: 'files',
    summary:
      'The URL of a stored file by its name, as text: an image, or a payout statement (payout-<id>.pdf, a signed link for its club)',
    access: 'caller',
    body: FileNameRequest,
    answers: { 200: z.string() },
    errors: [400, 401, 403, 404, 413],
    errorKeys: ['fileNotFound'],
  }),
  getFilesImagesByName: endpoint({
    method: 'GET',
    path: '/files/images/:name',
    tag: 'files',
    summary: 'A public image (immutable: its name is a hash of its content)',
    access: 'public',
    params: z.object({ name: z.string().max(64) }),
    answers: {},
    produces: ['image/webp', 'image/png', 'image/jpeg'],
    errors: [404],
  }),
  getFilesDocumentsById: endpoint({
    method: 'GET',
    path: '/files/documents/:id',
    tag: 'files',
    summary: 'A registration document through a short-lived signed link (never a public URL)',
    access: 'public',
    params: z.object({ id: z.uuid(KEYS.status404) }),
    query: z.object({
      expires: z.coerce.number().int().optional(),
      viewer: z.uuid().optional(),
      signature: z.string().max(100).optional(),
    }),
    answers: {},
    produces: ['application/pdf', 'image/png', 'image/jpeg'],
    errors: [403, 404],
  }),
} as const;
