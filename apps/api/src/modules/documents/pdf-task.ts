/**
 * One PDF to render on a worker thread (render.ts): the file that lays it out, by its URL, and its data as plain
 * values that cross to the thread (structured-cloned, so a logo arrives as a Uint8Array). Each module owns its
 * documents (payments/receipt-pdf.ts, memberships/invoice-pdf.ts, payouts/statement-pdf.ts,
 * supporter/annual-certificate-pdf.ts); such a file exports its kind (`pdfKind`) and `pdf(input)`, which the
 * thread calls. This file imports none of them.
 */
export interface PdfTask {
  module: string;
  input: unknown;
}

/** A module's kind of document: the URL of the file that lays it out, typed by the data it takes. */
export interface PdfKind<Input> {
  readonly module: string;
  /** Never set: carries the input's type to renderPdf. */
  readonly input?: Input;
}

/** The kind of document the calling file lays out: `pdfKind<Input>(import.meta.url)`. */
export function pdfKind<Input>(moduleUrl: string): PdfKind<Input> {
  return { module: moduleUrl };
}

/** Bytes that crossed to the thread as a Uint8Array, as the Buffer PDFKit expects again. */
export function asBuffer(bytes: Uint8Array | undefined): Buffer | undefined {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type DocumentFile = { pdf(input: unknown): Promise<Buffer> };
const loaded = new Map<string, Promise<DocumentFile>>();

/** Renders a task on the thread: its file is imported once per thread, then its `pdf` lays the document out. */
export async function renderTask(task: PdfTask): Promise<Buffer> {
  let file = loaded.get(task.module);
  if (!file) {
    file = (import(task.module) as Promise<Partial<DocumentFile>>).then(
      (found) => {
        if (typeof found.pdf !== 'function') throw new Error(`unknown PDF kind ${task.module}`);
        return found as DocumentFile;
      },
      () => {
        throw new Error(`unknown PDF kind ${task.module}`);
      },
    );
    loaded.set(task.module, file);
  }
  return (await file).pdf(task.input);
}
