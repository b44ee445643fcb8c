import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: '/tmp/tifo-config-test' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: '/tmp/tifo-config-test' })).toThrow(
      'JWT_SECRET: JWT_SECRET must be at least 32 characters',
    );
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_EMAIL: '0', DATA_DIR: '/tmp/tifo-config-test' })).toThrow(
      ConfigError,
    );
  });

  it('runs several API processes only on PostgreSQL (WEB_CONCURRENCY, default 1)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test' }).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATA_DIR: '/tmp/tifo-config-test' })).toThrow(
      'WEB_CONCURRENCY: more than one process needs DATABASE_URL',
    );
    const several = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://tifo@db.example.ch:5432/tifo',
      DATA_DIR: '/tmp/tifo-config-test',
    });
    expect(several.WEB_CONCURRENCY).toBe(4);
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/tifo-config-test' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('defaults to the embedded setup: port 3000, outbox mail, demo data', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tifo-config-test' });
    expect(config).toMatchObject({
      PORT: 3000,
      mailAdapter: 'outbox',
      seedDemoData: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test' }).jwtSecret).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test', SMTP_URL: 'smtp://x' }).mailAdapter).toBe('smtp');
  });

  it('refuses sandbox payments in production, naming the keys, unless a staging site allows them', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/tifo-config-test',
      JWT_SECRET: 'x'.repeat(32),
      IBAN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: required in production for card payments',
    );
    expect(message).toContain('DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD: required in production for TWINT');
    const real = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      DATATRANS_MERCHANT_ID: '1100000000',
      DATATRANS_PASSWORD: 'secret',
    });
    expect(real).toMatchObject({ cardProvider: 'stripe', twintProvider: 'datatrans', testModeBanner: false });
    const staging = loadConfig({ ...production, PAYMENTS_SANDBOX: 'allow' });
    expect(staging).toMatchObject({
      cardProvider: 'sandbox',
      twintProvider: 'sandbox',
      testModeBanner: true,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test' }).testModeBanner).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'yes' })).toThrow(
      'PAYMENTS_SANDBOX must be allow or unset',
    );
  });

  it('listens on this machine only outside production, on every interface in production, or where HOST says', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: '/tmp/tifo-config-test', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/tifo-config-test',
      JWT_SECRET: 'x'.repeat(32),
      IBAN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYMENTS_SANDBOX: 'allow',
    });
    expect(production.HOST).toBe('0.0.0.0');
  });
});

describe('.env.example', () => {
  it('lists every variable the API reads', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
