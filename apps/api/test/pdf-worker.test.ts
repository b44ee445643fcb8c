import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { type PdfKind, renderTask } from '../src/modules/documents/pdf-task';
import { pdfWorkerStats, renderPdf } from '../src/modules/documents/render';
import { pdfThreadNiceness } from '../src/modules/documents/thread-priority';
import { type CertificateInput, RECEIPT_PDF } from '../src/modules/payments/receipt-pdf';
import { pdfText } from './support/pdf';

// PDFs are rendered on a worker thread (src/modules/documents/render.ts), so that a receipt does not hold up the
// requests of the process while PDFKit works.

const logo = readFileSync(new URL('../assets/tifo-logo.jpg', import.meta.url));
const receipt = (withLogo: boolean): CertificateInput => ({
  language: 'fr',
  platform: 'Tifo',
  deductible: true,
  club: {
    name: 'HC Davos Junioren',
    address1: 'Talstrasse 41',
    address2: null,
    postalCode: '7270',
    city: 'Davos Platz',
    taxCanton: 'GR',
    ...(withLogo ? { logo } : {}),
  },
  donor: { name: 'Łukasz Đoković', address1: 'Rue de Lausanne 3', postalCode: '1700', city: 'Fribourg' },
  productTitle: 'Saison 26/27',
  amountRappen: 12_050,
  feeRappen: 2_410,
  netRappen: 9_640,
  coveredRappen: 0,
  date: new Date('2026-11-25T10:00:00Z'),
  reference: 'f1d2c3b4-0000-4000-8000-000000000042',
});

/** Linux: the niceness of each of this process's threads (/proc/self/task/<id>/stat, field 19). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const id of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // The fields after the thread's name (in parentheses, which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    niceness.set(Number(id), Number(fields[19 - 3]));
  }
  return niceness;
}

const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;

describe('PDFs on a worker thread', () => {
  it('renders on the pool the same document as on this thread, the club’s logo included', async () => {
    const before = pdfWorkerStats().completed;
    const [onWorker, withoutLogo] = await Promise.all([
      renderPdf(RECEIPT_PDF, receipt(true)),
      renderPdf(RECEIPT_PDF, receipt(false)),
    ]);
    const here = await renderTask({ module: RECEIPT_PDF.module, input: receipt(true) });
    expect(pdfWorkerStats().completed).toBe(before + 2);
    expect(pdfWorkerStats().threads).toBeGreaterThanOrEqual(1);
    expect(Buffer.isBuffer(onWorker)).toBe(true);
    expect(onWorker.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(onWorker);
    expect(text).toBe(await pdfText(here));
    expect(text).toContain('HC Davos Junioren');
    expect(text).toContain('Łukasz Đoković');
    // Tifo's logo on every page, the club's beside it: the logo crossed to the worker as bytes and was drawn.
    expect(images(onWorker)).toBe(images(here));
    expect(images(onWorker)).toBe(images(withoutLogo) + 1);
  });

  it('renders at a lower CPU priority than the thread that answers requests', async () => {
    await renderPdf(RECEIPT_PDF, receipt(false));
    if (process.platform !== 'linux') return; // A thread's own priority is a Linux feature; elsewhere it is not set.
    const niceness = threadNiceness();
    // The process's own thread (its id is the process's) answers requests at the priority it was started with.
    const usual = os.getPriority();
    expect(niceness.get(process.pid)).toBe(usual);
    const lowered = [...niceness.values()].filter((value) => value === pdfThreadNiceness(usual));
    expect(lowered.length).toBeGreaterThanOrEqual(1);
    expect(lowered.length).toBeLessThanOrEqual(pdfWorkerStats().threads);
  });

  it('gives a rendering error back to the caller', async () => {
    const unknown: PdfKind<CertificateInput> = { module: 'letter' };
    await expect(renderPdf(unknown, receipt(false))).rejects.toThrow('unknown PDF kind letter');
    // The pool goes on rendering.
    expect((await renderPdf(RECEIPT_PDF, receipt(false))).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
