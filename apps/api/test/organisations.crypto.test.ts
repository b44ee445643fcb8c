import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { loggerOptions } from '../src/logger';
import { decryptIban, encryptIban, IbanDecryptError } from '../src/modules/organisations/iban-crypto';

const IBAN = 'CH9300762011623852957';
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tifo-iban-'));

describe('IBAN encryption (AES-256-GCM)', () => {
  it('round-trips, with a fresh nonce each time, and never shows the IBAN', () => {
    const key = randomBytes(32);
    const first = encryptIban(key, IBAN);
    const second = encryptIban(key, IBAN);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('2011');
    expect(decryptIban(key, first)).toBe(IBAN);
    expect(decryptIban(key, second)).toBe(IBAN);
  });

  it('refuses another key and a changed value, without echoing it', () => {
    const key = randomBytes(32);
    const stored = encryptIban(key, IBAN);
    expect(() => decryptIban(randomBytes(32), stored)).toThrow(IbanDecryptError);
    const [version, nonce, body, tag] = stored.split('.');
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    const flipped = bytes.toString('base64url');
    expect(() => decryptIban(key, [version, nonce, flipped, tag].join('.'))).toThrow(IbanDecryptError);
    expect(() => decryptIban(key, 'CH9300762011623852957')).toThrow(
      'stored IBAN cannot be decrypted with the configured IBAN_ENCRYPTION_KEY',
    );
    expect(() => encryptIban(randomBytes(16), IBAN)).toThrow('32 bytes');
  });
});

describe('IBAN_ENCRYPTION_KEY', () => {
  it('is made once in the data folder when not set, and kept', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.ibanKey).toHaveLength(32);
    const file = path.join(dir, 'iban-key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(config.ibanKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).ibanKey).toEqual(config.ibanKey);
  });

  it('takes a base64 key of 32 bytes from the environment and names a wrong one clearly', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ DATA_DIR: dataDir(), IBAN_ENCRYPTION_KEY: key }).ibanKey.toString('base64')).toBe(
      key,
    );
    for (const wrong of ['short', randomBytes(16).toString('base64'), `${key.slice(0, -2)}!=`]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), IBAN_ENCRYPTION_KEY: wrong })).toThrow(
        'IBAN_ENCRYPTION_KEY: IBAN_ENCRYPTION_KEY must be 32 random bytes in base64 (make one with: openssl rand -base64 32)',
      );
    }
    const dir = dataDir();
    writeFileSync(path.join(dir, 'iban-key'), 'damaged');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/Invalid IBAN key in/);
  });

  it('is required in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        JWT_SECRET: 'x'.repeat(40),
        PAYMENTS_SANDBOX: 'allow',
      }),
    ).toThrow(/IBAN_ENCRYPTION_KEY: required in production/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      IBAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYMENTS_SANDBOX: 'allow',
    });
    expect(config.ibanKey).toHaveLength(32);
  });

  it('is one of the fields the logger removes', () => {
    const options = loggerOptions('info') as { redact: { paths: string[] } };
    expect(options.redact.paths).toContain('*.iban');
  });
});
