import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/*
 * The one place that knows how Tifo's documents look (issue 14): A4, DejaVu Sans (every character of the four
 * languages and of names from anywhere in Europe, embedded as a subset so the text stays extractable), Tifo's
 * logo on the left and the club's on the right, a title, label–value rows, a table, and a footer. Each
 * document (modules/documents/*.ts) is a function of its data and language that uses these pieces.
 */

const require = createRequire(import.meta.url);
/**
 * Parsed once and shared by every document (each embeds its own subset): parsing DejaVu's tables per document
 * was a third of a receipt's time.
 */
const loadFont = (file: string) =>
  sharedLayouts(keepCodePoints(fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font));

/** Words laid out per font, shared by every document (at most LAYOUTS_KEPT; then it starts again). */
const LAYOUTS_KEPT = 20_000;

interface Run {
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
}

/**
 * PDFKit lays out (shapes) each word with fontkit once per document, and that was a quarter of a receipt's time,
 * though the same words come in every document. The font is shared, so its layouts are too: a word laid out
 * before is answered as a copy (PDFKit scales the positions it gets in place), with the same glyphs and
 * positions fontkit gives, so the bytes of a document do not change. Only plain layouts (no OpenType features
 * asked for, which is how PDFKit lays out words) are kept.
 */
function sharedLayouts(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font) as (text: string, ...rest: unknown[]) => Run;
  const kept = new Map<string, Run>();
  const copy = (run: Run): Run =>
    Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
      glyphs: run.glyphs.slice(),
      positions: run.positions.map((position) =>
        Object.assign(Object.create(Object.getPrototypeOf(position)), position),
      ),
    });
  (font as unknown as { layout: (text: string, ...rest: unknown[]) => Run }).layout = (text, ...rest) => {
    const plain = rest.every((argument) => argument === undefined);
    const known = plain ? kept.get(text) : undefined;
    if (known) return copy(known);
    const run = layout(text, ...rest);
    if (plain) {
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      kept.set(text, copy(run));
    }
    return run;
  };
  return font;
}

/**
 * fontkit caches a glyph by its id with the characters it was first asked for. Embedding a subset asks for the
 * parts of a composed glyph (S and ˇ of Š) without characters, and the font is shared: every later document
 * then laid out "S" from that cached glyph without its character, so the PDF's text map lacked it and a reader
 * extracted "pendenbescheinigung". A glyph asked for with characters gets them when it has none.
 */
function keepCodePoints(font: fontkit.Font): fontkit.Font {
  const cached = font as unknown as { getGlyph(id: number, characters?: number[]): SharedGlyph };
  const getGlyph = cached.getGlyph.bind(font);
  cached.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    if (glyph) decodeOnce(glyph);
    return glyph;
  };
  return font;
}

interface SharedGlyph {
  codePoints: number[];
  _decode?: () => unknown;
  decodedOnce?: true;
}

/**
 * Embedding a subset decodes every glyph it holds (fontkit's TTFSubset reads whether it is composed of others),
 * again in every document, though a glyph of these fonts (no variations) always decodes to the same outline,
 * and nothing changes what it gives. The shared glyph keeps what it decoded the first time.
 */
function decodeOnce(glyph: SharedGlyph): void {
  const decode = glyph._decode?.bind(glyph);
  if (!decode || glyph.decodedOnce) return;
  let decoded: { value: unknown } | undefined;
  glyph._decode = () => {
    decoded ??= { value: decode() };
    return decoded.value;
  };
  glyph.decodedOnce = true;
}
const FONTS = {
  regular: loadFont('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: loadFont('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/** A JPEG on white: PDFKit embeds JPEG as it is, where a PNG with transparency is decoded on every document. */
export const TIFO_LOGO = readFileSync(new URL('../../../assets/tifo-logo.jpg', import.meta.url));
type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];
const asSource = (font: fontkit.Font) => font as unknown as FontSource;

export const FONT = 'Tifo';
export const FONT_BOLD = 'Tifo-Bold';
/** swissqrbill draws with `${fontName}` and `${fontName}-Bold`: the same embedded fonts under its allowed name. */
export const QR_BILL_FONT = 'Liberation Sans';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const INK = '#14213D';
const MUTED = '#5c6478';
const ACCENT = '#D7263D';

export type Doc = PDFKit.PDFDocument;

export interface DocumentMeta {
  title: string;
  author: string;
  language: string;
  /** The document's date (its metadata's creation date: the same data gives the same bytes). */
  date: Date;
  /** The paper: A4 unless said (a table tent is A6). */
  size?: 'A4' | 'A6';
}

/** A new document (A4 unless the meta says otherwise) with the fonts registered and its metadata set. */
export function newDocument(meta: DocumentMeta): Doc {
  const doc = new PDFDocument({
    // No default font: PDFKit would open Helvetica for every document (parsing its metrics: a third of a
    // receipt's time), and every document uses only the fonts registered below. PDFKit reads null as "none"
    // (initFonts), which its types leave out.
    font: null as unknown as string,
    size: meta.size ?? 'A4',
    margin: PAGE.margin,
    lang: meta.language,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: meta.author,
      Producer: meta.author,
      CreationDate: meta.date,
    },
  });
  doc.registerFont(FONT, asSource(FONTS.regular));
  doc.registerFont(FONT_BOLD, asSource(FONTS.bold));
  doc.registerFont(QR_BILL_FONT, asSource(FONTS.regular));
  doc.registerFont(`${QR_BILL_FONT}-Bold`, asSource(FONTS.bold));
  doc.font(FONT).fontSize(10).fillColor(INK);
  return doc;
}

/** The document's bytes once it is ended. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Tifo's logo left, the club's (PNG or JPEG bytes) right, a rule under them. */
export function header(doc: Doc, clubLogo?: Buffer | undefined): void {
  const top = PAGE.margin - 10;
  doc.image(TIFO_LOGO, PAGE.margin, top, { height: 34 });
  if (clubLogo) {
    try {
      doc.image(clubLogo, PAGE.width - PAGE.margin - 110, top - 6, { fit: [110, 46], align: 'right' });
    } catch {
      // A logo PDFKit cannot read (e.g. WebP) is left out; the club's name is in the address block anyway.
    }
  }
  doc
    .moveTo(PAGE.margin, top + 52)
    .lineTo(PAGE.width - PAGE.margin, top + 52)
    .lineWidth(0.5)
    .strokeColor('#d9d4c7')
    .stroke();
  doc.x = PAGE.margin;
  doc.y = top + 66;
}

/** An address block (lines of a name and address); the first line bold. */
export function addressBlock(
  doc: Doc,
  x: number,
  y: number,
  lines: (string | null | undefined)[],
  width = 220,
) {
  const [first, ...rest] = lines.filter((line): line is string => Boolean(line?.trim()));
  if (!first) return;
  doc.font(FONT_BOLD).fontSize(10).fillColor(INK).text(first, x, y, { width });
  doc.font(FONT).fontSize(10);
  for (const line of rest) doc.text(line, { width });
}

export interface Party {
  name: string;
  address1: string | null;
  address2?: string | null;
  postalCode: string | null;
  city: string | null;
}

/**
 * The letterhead of every document: a new A4 document with the logos, the club as sender on the left, the
 * recipient where a Swiss window envelope shows it, and the title.
 */
export function letter(
  meta: DocumentMeta & { logo?: Buffer | undefined },
  sender: Party,
  recipient: Party,
): Doc {
  const doc = newDocument(meta);
  header(doc, meta.logo);
  const top = doc.y;
  const cityLine = (party: Party) => [party.postalCode, party.city].filter(Boolean).join(' ');
  addressBlock(doc, PAGE.margin, top, [sender.name, sender.address1, sender.address2, cityLine(sender)]);
  addressBlock(doc, 330, top + 40, [
    recipient.name,
    recipient.address1,
    recipient.address2,
    cityLine(recipient),
  ]);
  doc.y = top + 120;
  title(doc, meta.title);
  return doc;
}

export function title(doc: Doc, text: string, y?: number): void {
  doc
    .font(FONT_BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text(text, PAGE.margin, y ?? doc.y, { width: PAGE.width - 2 * PAGE.margin });
  doc.moveDown(0.5);
}

/** Label–value rows (date, number, reference …). */
export function facts(doc: Doc, rows: [string, string][]): void {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(label, PAGE.margin, y, { width: labelWidth });
    doc
      .fillColor(INK)
      .text(value, PAGE.margin + labelWidth, y, { width: PAGE.width - 2 * PAGE.margin - labelWidth });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
}

/** A two-column table of items and amounts with a bold total line. */
export function amountTable(
  doc: Doc,
  header: [string, string],
  rows: [string, string][],
  total: [string, string],
): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const amountWidth = 110;
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#d9d4c7')
      .stroke();
  const row = (cells: [string, string], bold: boolean) => {
    const y = doc.y;
    doc
      .font(bold ? FONT_BOLD : FONT)
      .fontSize(10)
      .fillColor(INK);
    doc.text(cells[0], left, y, { width: width - amountWidth - 10 });
    const after = doc.y;
    doc.text(cells[1], left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.fillColor(MUTED);
  row(header, true);
  line(doc.y);
  doc.y += 4;
  for (const cells of rows) row(cells, false);
  line(doc.y);
  doc.y += 4;
  row(total, true);
  doc.moveDown(0.8);
}

export interface Column {
  header: string;
  /** Share of the text width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'right';
}

/**
 * A table of several columns over as many pages as it needs: the header row is repeated on each page, the total
 * row (when given) is bold under a rule. Cells longer than their column wrap.
 */
export function columnsTable(doc: Doc, columns: Column[], rows: string[][], total?: string[]): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const gap = 6;
  const bottom = PAGE.height - PAGE.margin - 30;
  const xs: number[] = [];
  let x = left;
  for (const column of columns) {
    xs.push(x);
    x += column.share * width;
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#d9d4c7')
      .stroke();
    doc.y += 4;
  };
  const row = (cells: string[], style: 'header' | 'body' | 'total') => {
    doc
      .font(style === 'body' ? FONT : FONT_BOLD)
      .fontSize(style === 'header' ? 8.5 : 9)
      .fillColor(style === 'header' ? MUTED : INK);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: (columns[i]?.share ?? 0) * width - gap }),
    );
    const height = Math.max(...heights);
    if (style !== 'header' && doc.y + height > bottom) {
      doc.addPage();
      doc.y = PAGE.margin;
      row(
        columns.map((column) => column.header),
        'header',
      );
      rule();
      doc
        .font(style === 'body' ? FONT : FONT_BOLD)
        .fontSize(9)
        .fillColor(INK);
    }
    const y = doc.y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, xs[i] ?? left, y, { width: column.share * width - gap, align: column.align ?? 'left' });
    });
    doc.y = y + height + 3;
  };
  row(
    columns.map((column) => column.header),
    'header',
  );
  rule();
  for (const cells of rows) row(cells, 'body');
  if (total) {
    rule();
    row(total, 'total');
  }
  doc.x = left;
  doc.moveDown(0.8);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean; bold?: boolean } = {}): void {
  doc
    .font(options.bold ? FONT_BOLD : FONT)
    .fontSize(10)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, PAGE.margin, doc.y, { width: PAGE.width - 2 * PAGE.margin, lineGap: 2 });
  doc.moveDown(0.6);
}

/** A small accent line with the platform's name and where it is, at the given height. */
export function footer(doc: Doc, text: string, y = PAGE.height - PAGE.margin - 12): void {
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(ACCENT)
    .text(text, PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin, align: 'center', lineBreak: false });
  doc.fillColor(INK);
}

/** A plain document of a title and lines of text (the demo registration documents). */
export async function textPdf(meta: DocumentMeta, lines: string[]): Promise<Buffer> {
  const doc = newDocument(meta);
  header(doc);
  title(doc, meta.title);
  for (const line of lines) paragraph(doc, line);
  return finish(doc);
}
