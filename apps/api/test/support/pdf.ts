import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading our PDFs back as a person or a bank app would: the text a reader extracts (PDF.js), and the QR code
 * on a page rendered to pixels (PDF.js on @napi-rs/canvas) and decoded (jsQR).
 */

async function open(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  return Object.assign(doc, { close: () => task.destroy() });
}

/** The text of every page, in reading order, pages separated by a blank line. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await open(pdf);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n'),
    );
  }
  await doc.close();
  return pages.join('\n\n');
}

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}
interface NodeContext {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** The page rendered to an image, as PNG bytes (for screenshots) and raw pixels. */
export async function renderPage(pdf: Buffer, pageNumber = 1, scale = 3) {
  const doc = await open(pdf);
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  // PDF.js draws on @napi-rs/canvas in Node (its canvas factory).
  const factory = doc.canvasFactory as {
    create(w: number, h: number): { canvas: NodeCanvas; context: NodeContext };
  };
  const { canvas, context } = factory.create(width, height);
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderParameters).promise;
  const pixels = context.getImageData(0, 0, width, height);
  const png = canvas.toBuffer('image/png');
  await doc.close();
  return { width, height, data: pixels.data, png };
}

/** The text of the QR code on the page, or undefined when none is found. */
export async function pdfQrCode(pdf: Buffer, pageNumber = 1): Promise<string | undefined> {
  const page = await renderPage(pdf, pageNumber);
  return jsQR(new Uint8ClampedArray(page.data), page.width, page.height)?.data;
}
