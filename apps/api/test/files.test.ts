import path from 'node:path';
import { FileUploadResponse, MESSAGES, ORG_LIMITS } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/adapters/storage-local';
import { users } from '../src/db/schema';
import { auditLog, clubDocuments, clubs, events, products } from '../src/db/schema-clubs';
import { createOperator } from '../src/modules/admin/operators';
import { documentUrl } from '../src/platform/signed-links';
import { createClub, createEvent, createProduct } from '../src/seed/factories';
import {
  file,
  fixture,
  hasGpsDirectory,
  jpegWithGps,
  noisyPng,
  transparentPng,
  upload,
} from './fixtures/files';
import { signUp, useTestApp } from './helpers';

const t = useTestApp();
let storage: ReturnType<typeof createLocalStorage>;
const tokens = {} as Record<'owner' | 'finance' | 'editor' | 'stranger' | 'operator', string>;
const ids = {} as Record<'owner' | 'stranger' | 'operator', string>;
let clubId: string;
let otherClubId: string;
let productId: string;
let eventId: string;

const base = {
  email: 'club@example.ch',
  address1: 'Hauptstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  contactNumber: '+41441234567',
};

beforeAll(async () => {
  storage = createLocalStorage(path.join(t.config.DATA_DIR, 'files'));
  const owner = await signUp(t);
  const finance = await signUp(t);
  const editor = await signUp(t);
  const stranger = await signUp(t);
  const operator = await signUp(t);
  await createOperator(t.db, { email: operator.email });
  Object.assign(tokens, {
    owner: owner.token,
    finance: finance.token,
    editor: editor.token,
    stranger: stranger.token,
    operator: operator.token,
  });
  Object.assign(ids, { owner: owner.id, stranger: stranger.id, operator: operator.id });
  const { club } = await createClub(t.db, {
    ...base,
    name: 'FC Datei',
    shortName: 'fc-datei',
    admins: [
      { email: owner.email, role: 'ROLE_CLUB' },
      { email: finance.email, role: 'ROLE_CLUB_FINANCE' },
      { email: editor.email, role: 'ROLE_CLUB_OPERATOR' },
    ],
  });
  clubId = club.id;
  const other = await createClub(t.db, {
    ...base,
    name: 'FC Fremd',
    shortName: 'fc-fremd',
    admins: [{ email: stranger.email, role: 'ROLE_CLUB' }],
  });
  otherClubId = other.club.id;
  productId = (
    await createProduct(t.db, { clubId, title: 'Trikot', productType: 'fixed', priceRappen: 5000 })
  ).product.id;
  eventId = (
    await createEvent(t.db, {
      clubId,
      title: 'Sommerfest',
      location: 'Zürich',
      fromDate: new Date('2027-06-01T10:00:00Z'),
      toDate: new Date('2027-06-01T18:00:00Z'),
    })
  ).event.id;
});

const logo = (id = clubId) => ({ entity: 'club', column: 'logo', id });
const doc1 = (id = clubId) => ({ entity: 'document', column: 'doc1', id });

describe('image uploads', () => {
  it('re-encodes a photo: upright, without EXIF or GPS, with a card size, served immutable and nosniff', async () => {
    const photo = await jpegWithGps(640, 480);
    const original = await sharp(photo).metadata();
    expect(hasGpsDirectory(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);
    const response = await upload(t, tokens.owner, logo(), [file(photo, 'logo.jpg', 'image/jpeg')]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(FileUploadResponse.parse(response.body).document).toBeNull();
    const url: string = response.body.url;
    expect(url).toMatch(/^\/api\/files\/images\/[0-9a-f]{32}\.jpg$/);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.logo).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(hasGpsDirectory(stored.exif)).toBe(false);
    expect(stored.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    // Orientation 6 (turned 90°) is applied to the pixels: 640 × 480 becomes 480 × 640.
    expect([stored.width, stored.height]).toEqual([480, 640]);
    expect(stored.orientation).toBeUndefined();

    const card = await t.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '.card.jpg') });
    expect(card.statusCode).toBe(200);
    const cardMeta = await sharp(card.rawPayload).metadata();
    expect(Math.max(cardMeta.width ?? 0, cardMeta.height ?? 0)).toBeLessThanOrEqual(640);
    expect(cardMeta.exif).toBeUndefined();

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a transparent logo as PNG with its transparency, and deletes the replaced logo', async () => {
    const first = await upload(t, tokens.owner, logo(), [file(await jpegWithGps(300, 300), 'a.jpg')]);
    const second = await upload(
      t,
      tokens.editor,
      logo(),
      [file(await transparentPng(), 'logo.png', 'image/png')],
      {
        method: 'PUT',
      },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.url).toMatch(/\.png$/);
    const served = await t.app.inject({ method: 'GET', url: second.body.url });
    expect(served.headers['content-type']).toBe('image/png');
    const stats = await sharp(served.rawPayload).stats();
    expect(stats.isOpaque).toBe(false);
    const oldName = String(first.body.url).split('/').pop();
    expect(await storage.exists(`images/${oldName}`)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.body.url })).statusCode).toBe(404);
  });

  it('uploads a cover; finance admins, strangers and anonymous callers may not', async () => {
    const photo = await jpegWithGps(692, 260);
    const cover = { entity: 'club', column: 'cover', id: clubId };
    expect((await upload(t, tokens.finance, cover, [file(photo, 'c.jpg')])).status).toBe(403);
    expect((await upload(t, tokens.stranger, cover, [file(photo, 'c.jpg')])).status).toBe(403);
    expect((await upload(t, undefined, cover, [file(photo, 'c.jpg')])).status).toBe(401);
    expect((await upload(t, tokens.finance, logo(), [file(photo, 'c.jpg')])).status).toBe(403);
    const ok = await upload(t, tokens.owner, cover, [file(photo, 'c.jpg')]);
    expect(ok.status).toBe(200);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.cover).toBe(ok.body.url);
  });

  it('lets the operator change a club image and writes it to the audit log', async () => {
    const response = await upload(t, tokens.operator, logo(otherClubId), [
      file(await transparentPng(64), 'l.png'),
    ]);
    expect(response.status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, otherClubId), eq(auditLog.action, 'image.uploaded')));
    expect(entries).toHaveLength(1);
  });

  it('answers 404 for an unknown club', async () => {
    const response = await upload(t, tokens.operator, logo('00000000-0000-4000-8000-000000000000'), [
      file(await transparentPng(64), 'l.png'),
    ]);
    expect(response.status).toBe(404);
  });

  it('sets product and event images for ROLE_CLUB and ROLE_CLUB_OPERATOR only', async () => {
    const photo = await jpegWithGps(400, 300);
    for (const [entity, id] of [
      ['product', productId],
      ['event', eventId],
    ] as const) {
      const fields = { entity, column: 'image', id };
      expect((await upload(t, tokens.finance, fields, [file(photo, 'p.jpg')])).status).toBe(403);
      expect((await upload(t, tokens.stranger, fields, [file(photo, 'p.jpg')])).status).toBe(403);
      expect((await upload(t, undefined, fields, [file(photo, 'p.jpg')])).status).toBe(401);
      expect((await upload(t, tokens.editor, fields, [file(photo, 'p.jpg')])).status).toBe(200);
      const ok = await upload(t, tokens.owner, fields, [file(photo, 'p.jpg')]);
      expect(ok.status).toBe(200);
      const table = entity === 'product' ? products : events;
      const [row] = await t.db.select({ image: table.image }).from(table).where(eq(table.id, id));
      expect(row?.image).toBe(ok.body.url);
      const unknown = { ...fields, id: '00000000-0000-4000-8000-000000000001' };
      expect((await upload(t, tokens.owner, unknown, [file(photo, 'p.jpg')])).status).toBe(404);
    }
  });

  it('lets a user set only his own picture', async () => {
    const picture = [file(await jpegWithGps(200, 200), 'me.jpg')];
    const mine = await upload(t, tokens.owner, { entity: 'user', column: 'image', id: ids.owner }, picture);
    expect(mine.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, ids.owner));
    expect(user?.image).toBe(mine.body.url);
    expect(
      (await upload(t, tokens.owner, { entity: 'user', column: 'image', id: ids.stranger }, picture)).status,
    ).toBe(403);
    expect(
      (await upload(t, tokens.operator, { entity: 'user', column: 'image', id: ids.owner }, picture)).status,
    ).toBe(403);
  });
});

describe('bad image input', () => {
  it('refuses an SVG with a script, even named .png and sent as image/png', async () => {
    const response = await upload(t, tokens.owner, logo(), [
      file(fixture('script.svg'), 'logo.png', 'image/png'),
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.imageTypeInvalid);
  });

  it('refuses a PDF named .png and a truncated JPEG', async () => {
    const pdf = await upload(t, tokens.owner, logo(), [
      file(fixture('statutes.pdf'), 'logo.png', 'image/png'),
    ]);
    expect(pdf.body.message).toBe(MESSAGES.imageTypeInvalid);
    const photo = await jpegWithGps(400, 300);
    const cut = await upload(t, tokens.owner, logo(), [file(photo.subarray(0, photo.length / 2), 'x.jpg')]);
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(MESSAGES.imageTypeInvalid);
  });

  it('refuses two files in one request', async () => {
    const png = await transparentPng(64);
    const response = await upload(t, tokens.owner, logo(), [file(png, 'a.png'), file(png, 'b.png')]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.imageOneFile);
  });

  it('refuses an image of 2,097,153 bytes and accepts one just under the limit', async () => {
    const big = Buffer.alloc(ORG_LIMITS.imageMaxBytes + 1, 0);
    (await transparentPng(64)).copy(big);
    const response = await upload(t, tokens.owner, logo(), [file(big, 'big.png')]);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(MESSAGES.imageTooLarge);
    // The same with the file before the fields (the limit is known only afterwards).
    const late = await upload(t, tokens.owner, logo(), [file(big, 'big.png')], { filesFirst: true });
    expect(late.status).toBe(413);
    expect(late.body.message).toBe(MESSAGES.imageTooLarge);
    const nearly = await noisyPng(830, 830);
    expect(nearly.length).toBeLessThanOrEqual(ORG_LIMITS.imageMaxBytes);
    expect(nearly.length).toBeGreaterThan(ORG_LIMITS.imageMaxBytes * 0.95);
    expect((await upload(t, tokens.owner, logo(), [file(nearly, 'n.png')])).status).toBe(200);
  });

  it('answers a clear 400 for a missing file, a wrong target or a body that is not multipart', async () => {
    const none = await upload(t, tokens.owner, logo(), []);
    expect(none.body.message).toBe(MESSAGES.fileRequired);
    const wrong = await upload(t, tokens.owner, { entity: 'club', column: 'image', id: clubId }, [
      file(await transparentPng(64), 'x.png'),
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.fileEntityInvalid);
    const json = await t.post('/api/files', { entity: 'club', column: 'logo', id: clubId }, tokens.owner);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MESSAGES.fileRequired);
  });

  it('serves nothing outside the image names', async () => {
    for (const url of [
      '/api/files/images/..%2f..%2fjwt-secret',
      '/api/files/images/0123456789abcdef0123456789abcdef.svg',
      '/api/files/images/0123456789abcdef0123456789abcdef.jpg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('documents', () => {
  it('stores a PDF privately for ROLE_CLUB and replaces the previous one of that kind', async () => {
    const first = await upload(t, tokens.owner, doc1(), [file(fixture('statutes.pdf'), 'Statuten.pdf')]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answer = FileUploadResponse.parse(first.body);
    expect(answer.document).toMatchObject({
      kind: 'doc1',
      fileName: 'Statuten.pdf',
      contentType: 'application/pdf',
    });
    const [row] = await t.db.select().from(clubDocuments).where(eq(clubDocuments.id, answer.document!.id));
    expect(row?.storageKey).toMatch(/^documents\//);
    // never under the public image route
    expect(answer.url).toMatch(/^\/api\/files\/documents\/[0-9a-f-]+\?expires=\d+&viewer=.+&signature=/);

    const second = await upload(
      t,
      tokens.owner,
      doc1(),
      [file(await jpegWithGps(), 'ID.jpeg', 'image/jpeg')],
      {
        method: 'PUT',
      },
    );
    expect(second.status).toBe(200);
    expect(second.body.document.contentType).toBe('image/jpeg');
    const rows = await t.db
      .select()
      .from(clubDocuments)
      .where(and(eq(clubDocuments.clubId, clubId), eq(clubDocuments.kind, 'doc1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(second.body.document.id);
    expect(await storage.exists(row!.storageKey)).toBe(false);
    // a JPEG document loses its GPS position too
    const stored = await storage.get(rows[0]!.storageKey);
    expect((await sharp(stored!.body).metadata()).exif).toBeUndefined();
  });

  it('allows registration documents to ROLE_CLUB and the operator only', async () => {
    const pdf = [file(fixture('statutes.pdf'), 'ausweis.pdf')];
    const doc2 = { entity: 'document', column: 'doc2', id: clubId };
    expect((await upload(t, tokens.finance, doc2, pdf)).status).toBe(403);
    expect((await upload(t, tokens.editor, doc2, pdf)).status).toBe(403);
    expect((await upload(t, tokens.stranger, doc2, pdf)).status).toBe(403);
    expect((await upload(t, undefined, doc2, pdf)).status).toBe(401);
    expect((await upload(t, tokens.owner, doc2, pdf)).status).toBe(200);
    expect((await upload(t, tokens.operator, doc2, pdf)).status).toBe(200);
  });

  it('lets only the operator upload the tax ruling, and links it to the club', async () => {
    const ruling = { entity: 'document', column: 'taxRuling', id: clubId };
    const pdf = [file(fixture('statutes.pdf'), 'Verfügung Steuerbefreiung.pdf')];
    expect((await upload(t, tokens.owner, ruling, pdf)).status).toBe(403);
    const response = await upload(t, tokens.operator, ruling, pdf);
    expect(response.status).toBe(200);
    expect(response.body.document.fileName).toBe('Verfügung Steuerbefreiung.pdf');
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.taxRulingDocumentId).toBe(response.body.document.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, clubId), eq(auditLog.action, 'document.uploaded')));
    expect(entries.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ kind: 'taxRuling', documentId: response.body.document.id }),
    );
  });

  it('refuses a program renamed .pdf and anything that is not a PDF or a JPEG', async () => {
    for (const bad of [
      file(fixture('program.exe'), 'statuten.pdf', 'application/pdf'),
      file(fixture('script.svg'), 'statuten.pdf', 'application/pdf'),
      file(await transparentPng(32), 'statuten.pdf', 'application/pdf'),
      file(fixture('statutes.pdf').subarray(0, 300), 'cut.pdf', 'application/pdf'),
    ]) {
      const response = await upload(t, tokens.owner, doc1(), [bad]);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.documentTypeInvalid);
    }
  });

  it('cuts off a 30 MB document early with a clear message, whatever the order of the parts', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x20);
    fixture('statutes.pdf').copy(huge);
    for (const filesFirst of [false, true]) {
      const started = Date.now();
      const response = await upload(t, tokens.owner, doc1(), [file(huge, 'huge.pdf')], { filesFirst });
      expect(response.status).toBe(413);
      expect(response.body.message).toBe(MESSAGES.documentTooLarge);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('checks the rights before reading the file when the fields come first', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x20);
    const response = await upload(t, tokens.finance, doc1(), [file(huge, 'huge.pdf')]);
    expect(response.status).toBe(403);
    const unknown = await upload(t, tokens.owner, doc1('00000000-0000-4000-8000-000000000003'), [
      file(huge, 'huge.pdf'),
    ]);
    expect(unknown.status).toBe(404);
  });

  it('refuses two documents in one request', async () => {
    const pdf = fixture('statutes.pdf');
    const response = await upload(t, tokens.owner, doc1(), [file(pdf, 'a.pdf'), file(pdf, 'b.pdf')]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.documentOneFile);
  });
});

describe('over a real connection', () => {
  it('answers a 30 MB upload with 413 at once, closes that connection and keeps serving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x20);
    fixture('statutes.pdf').copy(huge);
    for (const [fields, message] of [
      [doc1(), MESSAGES.documentTooLarge],
      [logo(), MESSAGES.imageTooLarge],
    ] as const) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([huge]), 'huge.pdf');
      const started = Date.now();
      const response = await fetch(`${address}/api/files`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${tokens.owner}` },
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(message);
      expect(response.headers.get('connection')).toBe('close');
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });
});

describe('document links', () => {
  let documentId: string;
  beforeAll(async () => {
    const response = await upload(t, tokens.owner, { entity: 'document', column: 'doc2', id: otherClubId }, [
      file(fixture('statutes.pdf'), 'Pass.pdf'),
    ]);
    // The owner of one club may not upload to another; the stranger is ROLE_CLUB of that other club.
    expect(response.status).toBe(403);
    const own = await upload(t, tokens.stranger, { entity: 'document', column: 'doc2', id: otherClubId }, [
      file(fixture('statutes.pdf'), 'Pass.pdf'),
    ]);
    documentId = own.body.document.id;
  });

  it('serves a document through a valid signed link only: private, no-store, nosniff, a sandboxed download', async () => {
    const url = documentUrl({ config: t.config }, documentId);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // What a club uploaded may carry scripts: downloaded, never shown in Tifo's origin, sandboxed if shown.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Pass.pdf"; filename*=UTF-8''Pass.pdf`,
    );
    expect(response.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.rawPayload.equals(fixture('statutes.pdf'))).toBe(true);
    // the signature would open the document to anyone reading the logs until it expires
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    expect(t.logs.join('')).not.toContain(signature);
    expect(t.logs.join('')).toContain('signature=[redacted]');
  });

  it('answers 403 without a signature, with a tampered one, for another document or after expiry', async () => {
    const url = new URL(documentUrl({ config: t.config }, documentId), 'http://x');
    const get = async (target: string) => (await t.app.inject({ method: 'GET', url: target })).statusCode;
    expect(await get(`/api/files/documents/${documentId}`)).toBe(403);
    const tampered = new URL(url);
    const signature = tampered.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect(await get(tampered.pathname + tampered.search)).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect(await get(longer.pathname + longer.search)).toBe(403);
    const otherDoc = `/api/files/documents/00000000-0000-4000-8000-000000000002${url.search}`;
    expect(await get(otherDoc)).toBe(403);
    const expired = documentUrl({ config: t.config }, documentId, { now: new Date(Date.now() - 301_000) });
    expect(await get(expired)).toBe(403);
    const stillValid = documentUrl({ config: t.config }, documentId, { now: new Date(Date.now() - 200_000) });
    expect(await get(stillValid)).toBe(200);
  });

  it("writes the operator's download to the audit log, and not a club admin's", async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'document.viewed'));
    await t.app.inject({
      method: 'GET',
      url: documentUrl({ config: t.config }, documentId, { viewerId: ids.stranger }),
    });
    await t.app.inject({
      method: 'GET',
      url: documentUrl({ config: t.config }, documentId, { viewerId: ids.operator }),
    });
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'document.viewed'));
    expect(after.length - before.length).toBe(1);
    expect(after.find((entry) => !before.some((b) => b.id === entry.id))).toMatchObject({
      actorUserId: ids.operator,
      clubId: otherClubId,
    });
  });
});

describe('POST /files/name', () => {
  it('answers the URL of a stored image as text; 404 for unknown names; 401 without login', async () => {
    const uploaded = await upload(t, tokens.owner, logo(), [file(await transparentPng(48), 'l.png')]);
    const name = String(uploaded.body.url).split('/').pop();
    for (const fileName of [name, `images/${name}`, uploaded.body.url]) {
      const response = await t.post('/api/files/name', { fileName }, tokens.owner);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.raw.body).toBe(uploaded.body.url);
    }
    expect((await t.post('/api/files/name', { fileName: 'nothing.png' }, tokens.owner)).status).toBe(404);
    expect((await t.post('/api/files/name', { fileName: '../jwt-secret' }, tokens.owner)).status).toBe(404);
    expect((await t.post('/api/files/name', { fileName: name })).status).toBe(401);
  });
});
