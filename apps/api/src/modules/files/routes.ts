import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@tifo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import type { Caller } from '../auth/caller';
import { requireCaller } from '../auth/caller';
import type { AppDeps } from '../wiring/deps';
import { readUploadParts } from './multipart';
import * as files from './service';

/** `filename*` (RFC 6266/5987) for any characters, and a plain ASCII fallback for old clients. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored file name that a higher module answers with a link (a payout statement, `payout-<id>.pdf`: payouts
 * checks the caller's right to it). Files stands below those modules, so app.ts passes them in.
 */
export interface NamedFile {
  name: RegExp;
  link(caller: Caller, id: string): Promise<string>;
}

/**
 * Uploads (POST and PUT /files: multipart with file, entity, column, id, fileName), public images with long
 * caching, documents through signed links only, and POST /files/name.
 */
export const fileRoutes = (deps: AppDeps & { namedFiles: NamedFile[] }): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Multipart only here; every other route keeps refusing it. The limits are set per request.
    await app.register(multipart);

    const upload = async (req: FastifyRequest, reply: FastifyReply) => {
      // Rights first from the token (401 before a single byte of the body is read), then from the fields as
      // soon as they have arrived (403 before the file is read when the fields come first).
      const caller = await requireCaller(req, deps);
      let checked: files.CheckedUpload | undefined;
      const parts = await readUploadParts(req, async (fields) => {
        if (fields.entity && fields.column && fields.id)
          checked = await files.checkUpload(deps, caller, fields);
      }).catch((error: unknown) => {
        // The rest of a refused body (too large, a second file) is not read: the connection closes after the
        // answer instead of waiting for the remaining megabytes.
        reply.header('Connection', 'close');
        throw error;
      });
      return files.uploadFile({ ...deps, log: req.log }, caller, parts, checked);
    };
    app.route({ ...routeOf(ENDPOINTS.postFiles), handler: upload });
    app.route({ ...routeOf(ENDPOINTS.putFiles), handler: upload });

    app.route({
      ...routeOf(ENDPOINTS.postFilesName),
      handler: async (req, reply) => {
        const caller = await requireCaller(req, deps);
        const named = deps.namedFiles
          .map((file) => ({ file, id: file.name.exec(req.body.fileName)?.[1] }))
          .find((match) => match.id !== undefined);
        const url = named?.id
          ? await named.file.link(caller, named.id)
          : await files.resolveFileName(deps, req.body.fileName);
        return reply.type('text/plain; charset=utf-8').send(url);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.getFilesImagesByName),
      handler: async (req, reply) => {
        const image = await files.readImage(deps, req.params.name);
        if (!image) throw new AppError('not_found', 'status404');
        const etag = `"${req.params.name}"`;
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          // Images may be shown by other sites and mail clients (helmet's default is same-origin).
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .type(image.contentType);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.send(image.body);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.getFilesDocumentsById),
      handler: async (req, reply) => {
        const { expires, viewer, signature } = req.query;
        if (expires === undefined || !signature) throw new AppError('forbidden');
        const { document, file } = await files.readDocument(deps, {
          id: req.params.id,
          expires,
          viewer,
          signature,
        });
        // A document is what a club uploaded, scripts included: never opened in our origin (issue 17's
        // finding). It is downloaded, and were a browser to show it anyway, sandboxed without any rights.
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', contentDisposition('attachment', document.fileName))
          .header('Content-Security-Policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
          .header('X-Frame-Options', 'DENY')
          .type(document.contentType)
          .send(file.body);
      },
    });
  };
