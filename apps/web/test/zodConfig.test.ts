import { describe, expect, it } from 'vitest';
import '../src/lib/zodConfig';
import { z } from 'zod';

describe('zod in the web app', () => {
  it('runs jitless (no eval probe under our Content-Security-Policy)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
