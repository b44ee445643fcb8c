import { DOCUMENT_TYPES, IMAGE_TYPES, type MessageKey, ORG_LIMITS } from '@tifo/contract';

/**
 * Checks before an upload, with the contract's messages (PRODUCT.md §validation). The server decides again
 * by the file's bytes; these only spare the user a pointless upload.
 */

const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g)$/i;

/** The message key for a logo or cover choice that cannot be uploaded, or null when it can. */
export function imageProblem(files: readonly File[]): MessageKey | null {
  if (files.length === 0) return 'fileRequired';
  if (files.length > 1) return 'imageOneFile';
  const [file] = files as [File];
  const typeOk = file.type === '' || (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !IMAGE_EXTENSIONS.test(file.name)) return 'imageTypeInvalid';
  if (file.size > ORG_LIMITS.imageMaxBytes) return 'imageTooLarge';
  return null;
}

/** The same for a registration document (PDF or JPEG, at most 10 MB). */
export function documentProblem(files: readonly File[]): MessageKey | null {
  if (files.length === 0) return 'fileRequired';
  if (files.length > 1) return 'documentOneFile';
  const [file] = files as [File];
  const typeOk = file.type === '' || (DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !DOCUMENT_EXTENSIONS.test(file.name)) return 'documentTypeInvalid';
  if (file.size > ORG_LIMITS.documentMaxBytes) return 'documentTooLarge';
  return null;
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas is empty'))), type, quality);
  });
}

/**
 * Cuts the chosen area out of the picture, turned by `rotation` degrees, and scales it to at most
 * `maxWidth` pixels wide (the crop of react-easy-crop is in the rotated picture's pixels). PNG stays PNG
 * (transparent logos) unless it would be larger than the upload limit; everything else becomes JPEG.
 */
export async function cropImage(
  src: string,
  area: PixelArea,
  rotation: number,
  type: string,
  maxWidth: number,
): Promise<Blob> {
  const image = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(radians));
  const cos = Math.abs(Math.cos(radians));
  const boxWidth = image.width * cos + image.height * sin;
  const boxHeight = image.width * sin + image.height * cos;

  const rotated = document.createElement('canvas');
  rotated.width = Math.round(boxWidth);
  rotated.height = Math.round(boxHeight);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('no canvas');
  rotatedContext.translate(boxWidth / 2, boxHeight / 2);
  rotatedContext.rotate(radians);
  rotatedContext.drawImage(image, -image.width / 2, -image.height / 2);

  const scale = Math.min(1, maxWidth / area.width);
  const output = document.createElement('canvas');
  output.width = Math.max(1, Math.round(area.width * scale));
  output.height = Math.max(1, Math.round(area.height * scale));
  const context = output.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);

  if (type === 'image/png') {
    const png = await toBlob(output, 'image/png');
    if (png.size <= ORG_LIMITS.imageMaxBytes) return png;
  }
  let quality = 0.9;
  let jpeg = await toBlob(output, 'image/jpeg', quality);
  while (jpeg.size > ORG_LIMITS.imageMaxBytes && quality > 0.4) {
    quality -= 0.15;
    jpeg = await toBlob(output, 'image/jpeg', quality);
  }
  return jpeg;
}

/** 'logo.png' for a PNG blob, 'logo.jpg' for a JPEG one. */
export function fileNameFor(base: string, blob: Blob): string {
  return `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`;
}

/** '1.4 MB', '820 kB' */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(Math.max(1, Math.round(bytes / 1024)), 'kB');
}
