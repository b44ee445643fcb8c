/**
 * One PDF to render, as plain data that crosses to a worker thread (render.ts), and its rendering. The
 * worker runs renderTask; the data arrives structured-cloned, so the logos come as Uint8Array and become
 * Buffers again before PDFKit sees them.
 */
import { type AnnualCertificateInput, annualCertificatePdf } from './annual-certificate';
import { type CertificateInput, certificatePdf } from './certificate';
import { type InvoiceDocument, invoicePdf } from './invoice';
import { payoutStatementPdf, type StatementInput } from './payout-statement';

export type PdfTask =
  | { kind: 'certificate'; input: CertificateInput }
  | { kind: 'invoice'; input: InvoiceDocument }
  | { kind: 'payoutStatement'; input: StatementInput }
  | { kind: 'annualCertificate'; input: AnnualCertificateInput };

function asBuffer(bytes: Uint8Array | undefined): Buffer | undefined {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function renderTask(task: PdfTask): Promise<Buffer> {
  switch (task.kind) {
    case 'certificate':
      return certificatePdf({
        ...task.input,
        club: { ...task.input.club, logo: asBuffer(task.input.club.logo) },
      });
    case 'invoice':
      return invoicePdf({
        ...task.input,
        club: { ...task.input.club, logo: asBuffer(task.input.club.logo) },
      });
    case 'payoutStatement':
      return payoutStatementPdf({
        ...task.input,
        club: { ...task.input.club, logo: asBuffer(task.input.club.logo) },
      });
    case 'annualCertificate':
      return annualCertificatePdf(task.input);
  }
  throw new Error(`unknown PDF kind ${(task as { kind: unknown }).kind}`);
}
