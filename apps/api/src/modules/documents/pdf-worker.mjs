// The worker thread that renders PDFs (render.ts). The app's sources are TypeScript, loaded through tsx here as
// in the main thread; the thread starts with no Node options of its own (render.ts), so tsx is registered once.
import { register } from 'tsx/esm/api';

register();
const { renderTask } = await import('./pdf-task.ts');
const { lowerThreadPriority } = await import('./thread-priority.ts');

// Receipts wait for a quiet moment rather than slowing down the requests (thread-priority.ts).
lowerThreadPriority();

/** Renders one PdfTask; the PDF goes back to the main thread as bytes. */
export default async function render(task) {
  const pdf = await renderTask(task);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
