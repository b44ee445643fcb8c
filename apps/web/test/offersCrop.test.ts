import { describe, expect, it } from 'vitest';
import {
  CROP_OUTPUT_MAX_WIDTH,
  croppedFileName,
  imageFileProblem,
  outputSize,
  rotatedSize,
} from '../src/components/offers/cropImage';

const file = (name: string, type: string, size = 100) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('image checks before the upload (PRODUCT.md §validation)', () => {
  it('accepts one png, jpg or jpeg of at most 2,097,152 bytes', () => {
    expect(imageFileProblem([file('a.png', 'image/png', 2_097_152)])).toBeNull();
    expect(imageFileProblem([file('a.JPG', 'image/jpeg')])).toBeNull();
    expect(imageFileProblem([file('a.jpeg', 'image/jpeg')])).toBeNull();
  });

  it('refuses two files, other types, a PDF named .png and 2,097,153 bytes', () => {
    expect(imageFileProblem([file('a.png', 'image/png'), file('b.png', 'image/png')])).toBe('imageOneFile');
    expect(imageFileProblem([file('a.svg', 'image/svg+xml')])).toBe('imageTypeInvalid');
    expect(imageFileProblem([file('a.png', 'application/pdf')])).toBe('imageTypeInvalid');
    expect(imageFileProblem([file('a.gif', 'image/gif')])).toBe('imageTypeInvalid');
    expect(imageFileProblem([file('a.png', 'image/png', 2_097_153)])).toBe('imageTooLarge');
    expect(imageFileProblem([])).toBe('fileRequired');
  });
});

describe('crop output', () => {
  it('keeps the crop size up to 1600 px wide and scales larger crops down at the same ratio', () => {
    expect(outputSize({ x: 0, y: 0, width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(outputSize({ x: 10, y: 10, width: 4000, height: 3000 })).toEqual({
      width: CROP_OUTPUT_MAX_WIDTH,
      height: 1200,
    });
  });

  it('computes the box around a rotated image', () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    const quarter = rotatedSize(400, 300, 90);
    expect(Math.round(quarter.width)).toBe(300);
    expect(Math.round(quarter.height)).toBe(400);
  });

  it('names the upload after the chosen file, as a JPEG', () => {
    expect(croppedFileName('Vereinsfest 2026.PNG')).toBe('Vereinsfest 2026.jpg');
    expect(croppedFileName('C:\\fakepath\\ball.jpeg')).toBe('ball.jpg');
    expect(croppedFileName('.png')).toBe('image.jpg');
  });
});
