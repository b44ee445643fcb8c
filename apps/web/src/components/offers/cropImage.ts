import { IMAGE_TYPES, MESSAGES, type MessageKey, ORG_LIMITS } from '@tifo/contract';

/** The part of the (rotated) source image the person chose, in source pixels (react-easy-crop's Area). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A chosen image and how to crop it; turned into the uploaded file only when the form is saved. */
export interface CroppedImage {
  file: File;
  /** Object URL of `file` for the cropper and the preview; revoked by the component that made it. */
  url: string;
  area: PixelArea | null;
  rotation: number;
}

/** The longest side of the uploaded image; the server makes the smaller card sizes from it. */
export const CROP_OUTPUT_MAX_WIDTH = 1600;
const JPEG_QUALITY = 0.9;
const EXTENSION = /\.(png|jpe?g)$/i;

/**
 * The contract's image rules, checked before anything is sent (PRODUCT.md §validation): one file, png/jpg/jpeg,
 * at most 2 MB. The server checks again by the file's bytes; this only spares a useless upload.
 */
export function imageFileProblem(files: readonly File[]): MessageKey | null {
  if (files.length > 1) return 'imageOneFile';
  const [file] = files;
  if (!file) return 'fileRequired';
  const typeKnown = (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typeKnown || !EXTENSION.test(file.name)) return 'imageTypeInvalid';
  if (file.size > ORG_LIMITS.imageMaxBytes) return 'imageTooLarge';
  return null;
}

/** For callers that need the contract's text rather than its key. */
export function imageFileMessage(files: readonly File[]): string | null {
  const key = imageFileProblem(files);
  return key ? MESSAGES[key] : null;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = url;
  });
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The size of the box around a width × height rectangle turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const angle = radians(rotation);
  return {
    width: Math.abs(Math.cos(angle) * width) + Math.abs(Math.sin(angle) * height),
    height: Math.abs(Math.sin(angle) * width) + Math.abs(Math.cos(angle) * height),
  };
}

/** The output size: the crop's own size, scaled down so that the width is at most 1600 px. */
export function outputSize(area: PixelArea, maxWidth = CROP_OUTPUT_MAX_WIDTH) {
  const scale = Math.min(1, maxWidth / Math.max(1, area.width));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/** '../Vereinsfest 2026.PNG' → 'Vereinsfest 2026.jpg'. */
export function croppedFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'image';
  return `${base}.jpg`;
}

/**
 * Draws the chosen part of the rotated image onto a canvas and answers it as a JPEG (white behind
 * transparent pixels), at most 1600 px wide: small enough for the 2 MB limit, large enough for every card.
 */
export async function renderCroppedImage(image: CroppedImage): Promise<File> {
  const source = await loadImage(image.url);
  const area = image.area ?? { x: 0, y: 0, width: source.naturalWidth, height: source.naturalHeight };
  const bounds = rotatedSize(source.naturalWidth, source.naturalHeight, image.rotation);

  // 1. The whole image, rotated about its centre, on a canvas the size of its bounding box.
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(bounds.width);
  rotated.height = Math.round(bounds.height);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('Canvas is not available');
  rotatedContext.fillStyle = '#ffffff';
  rotatedContext.fillRect(0, 0, rotated.width, rotated.height);
  rotatedContext.translate(rotated.width / 2, rotated.height / 2);
  rotatedContext.rotate(radians(image.rotation));
  rotatedContext.drawImage(source, -source.naturalWidth / 2, -source.naturalHeight / 2);

  // 2. The chosen area of it, scaled to the output size.
  const size = outputSize(area);
  const output = document.createElement('canvas');
  output.width = size.width;
  output.height = size.height;
  const context = output.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);

  const blob = await new Promise<Blob | null>((resolve) =>
    output.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The image could not be encoded');
  return new File([blob], croppedFileName(image.file.name), { type: 'image/jpeg' });
}
