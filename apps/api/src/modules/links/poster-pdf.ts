import { fillPlaceholders, formatChfGrouped, type PosterFormat, type WireLanguage } from '@tifo/contract';
import QRCode from 'qrcode';
import { type Doc, FONT, FONT_BOLD, finish, newDocument, TIFO_LOGO } from '../documents/layout';
import { asBuffer, pdfKind } from '../documents/pdf-task';
import de from './locales/de/poster.json' with { type: 'json' };
import en from './locales/en/poster.json' with { type: 'json' };
import fr from './locales/fr/poster.json' with { type: 'json' };
import it from './locales/it/poster.json' with { type: 'json' };

/**
 * A payment link's poster (issue 48): A4 for a wall, A6 for a table tent. The club's logo, the call to act, the
 * offer and its amount, and a large QR code of the link, drawn as vector squares so that it stays sharp at any
 * print size; the link's address under it for those without a camera. Laid out with the documents' fonts and
 * logo (documents/layout.ts), rendered on the PDF thread.
 */
export interface PosterInput {
  format: PosterFormat;
  language: WireLanguage;
  platform: string;
  url: string;
  clubName: string;
  productTitle: string;
  /** The link's preset amount; null: the donor chooses (or the offer's price, given as amount then). */
  amountRappen: number | null;
  clubLogo?: Buffer | Uint8Array | undefined;
  date: Date;
}

const WORDS: Record<WireLanguage, typeof de> = { de, en, fr, it };
const INK = '#14213D';
const MUTED = '#5c6478';
const ACCENT = '#D7263D';

/** Sizes per format, in points: the page, its margin, the QR code's side and the type sizes. */
const LAYOUT = {
  a4: { width: 595.28, height: 841.89, margin: 48, qr: 400, logo: 44, headline: 34, text: 16, small: 11 },
  a6: { width: 297.64, height: 419.53, margin: 22, qr: 178, logo: 24, headline: 18, text: 9.5, small: 7 },
} as const;

/** The QR code's dark modules as squares, `side` points wide with a quiet zone of four modules. */
function drawQr(doc: Doc, url: string, x: number, y: number, side: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = side / (count + 8);
  doc.rect(x, y, side, side).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

export async function posterPdf(input: PosterInput): Promise<Buffer> {
  const w = WORDS[input.language];
  const size = LAYOUT[input.format];
  const doc = newDocument({
    title: `${w.title}: ${input.clubName} – ${input.productTitle}`,
    author: input.platform,
    language: input.language,
    date: input.date,
    size: input.format === 'a6' ? 'A6' : 'A4',
  });
  const inner = size.width - 2 * size.margin;
  let y = size.margin;
  doc.image(TIFO_LOGO, size.margin, y, { height: size.logo * 0.75 });
  const logo = asBuffer(input.clubLogo as Uint8Array | undefined) ?? (input.clubLogo as Buffer | undefined);
  if (logo) {
    try {
      doc.image(logo, size.width - size.margin - size.logo * 2.5, y - 2, {
        fit: [size.logo * 2.5, size.logo],
        align: 'right',
      });
    } catch {
      // A logo PDFKit cannot read is left out; the club's name is in the headline.
    }
  }
  y += size.logo + size.margin * 0.5;
  doc.font(FONT_BOLD).fontSize(size.headline).fillColor(INK);
  doc.text(fillPlaceholders(w.headline, { club: input.clubName }), size.margin, y, {
    width: inner,
    align: 'center',
  });
  y = doc.y + size.text * 0.4;
  doc
    .font(FONT)
    .fontSize(size.text * 1.15)
    .fillColor(INK);
  doc.text(input.productTitle, size.margin, y, { width: inner, align: 'center' });
  y = doc.y + size.text * 0.2;
  const amount =
    input.amountRappen === null
      ? w.freeAmount
      : fillPlaceholders(w.amount, { amount: formatChfGrouped(input.amountRappen) });
  doc
    .font(FONT_BOLD)
    .fontSize(size.text * 1.3)
    .fillColor(ACCENT);
  doc.text(amount, size.margin, y, { width: inner, align: 'center' });
  y = doc.y + size.text;
  drawQr(doc, input.url, (size.width - size.qr) / 2, y, size.qr);
  y += size.qr + size.text * 0.6;
  doc.font(FONT_BOLD).fontSize(size.text).fillColor(INK);
  doc.text(w.scan, size.margin, y, { width: inner, align: 'center' });
  doc.font(FONT).fontSize(size.small).fillColor(MUTED);
  doc.text(fillPlaceholders(w.orVisit, { url: input.url.replace(/^https?:\/\//, '') }), {
    width: inner,
    align: 'center',
  });
  doc.text(w.receipt, { width: inner, align: 'center' });
  // A band along the foot: whose poster it is, on any wall.
  const band = size.margin * 1.2;
  // Below the page's bottom margin PDFKit would start a new page for the text: the band's text may go there.
  doc.page.margins.bottom = 0;
  doc.rect(0, size.height - band, size.width, band).fill(INK);
  doc
    .font(FONT_BOLD)
    .fontSize(size.small * 1.1)
    .fillColor('#ffffff');
  doc.text(`${input.clubName} · ${input.platform}`, size.margin, size.height - band / 2 - size.small * 0.6, {
    width: inner,
    align: 'center',
    lineBreak: false,
  });
  return finish(doc);
}

/** The poster as a kind of document of the PDF thread (documents/render.ts). */
export const POSTER_PDF = pdfKind<PosterInput>(import.meta.url);

/** The PDF thread's entry (documents/pdf-task.ts). */
export function pdf(input: PosterInput): Promise<Buffer> {
  return posterPdf(input);
}
