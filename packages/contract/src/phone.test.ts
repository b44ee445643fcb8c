import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('phone numbers for people to read', () => {
  it('groups Swiss numbers as the numbering plan writes them, keeping how they were dialled', () => {
    expect(formatPhone('0443814207')).toBe('044 381 42 07');
    expect(formatPhone('+41443814207')).toBe('+41 44 381 42 07');
    expect(formatPhone('0041791234567')).toBe('+41 79 123 45 67');
    expect(formatPhone('0800123456')).toBe('0800 123 456');
    expect(formatPhone('+41848123456')).toBe('+41 848 123 456');
    expect(formatPhone('+41 44 381 42 07')).toBe('+41 44 381 42 07');
  });

  it('leaves any other number as it was stored', () => {
    for (const other of ['+4930123456', '0044123', '123456', '04438142071', '+410443814207', '1177']) {
      expect(formatPhone(other)).toBe(other);
    }
  });
});
