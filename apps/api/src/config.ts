import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const positiveInt = z.coerce.number().int().positive();
const IBAN_KEY_MESSAGE =
  'IBAN_ENCRYPTION_KEY must be 32 random bytes in base64 (make one with: openssl rand -base64 32)';
/** 32 bytes in standard base64 (44 characters with the padding). */
const ibanKey = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
    IBAN_KEY_MESSAGE,
  );

/** Every setting the API reads, validated at start. `.env.example` lists the same variables. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 outside production (this machine only), 0.0.0.0 in production. */
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  PLATFORM_NAME: z.string().min(1).default('Tifo'),
  SUPPORT_EMAIL: z.email().default('support@tifo.ch'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /** API processes behind the one port (Node's cluster); more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: positiveInt.default(1),
  /** How long a renewal run holds a subscription (real seconds): a process that died lets go after it. */
  RENEWAL_CLAIM_SECONDS: positiveInt.default(600),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  IBAN_ENCRYPTION_KEY: ibanKey.optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  /** Files: a local folder (DATA_DIR/files) unless a bucket is given; then S3 or an S3-compatible service. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://sos-ch-gva-2.exo.io').optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tifo <noreply@tifo.ch>'),
  OPERATOR_EMAIL: z.email().default('operator@tifo.ch'),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(50),
  RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt.default(5),
  RATE_LIMIT_ACCOUNT_PER_IP: positiveInt.default(20),
  RATE_LIMIT_RECOVERY_MAILS_PER_EMAIL: positiveInt.default(3),
  RATE_LIMIT_EMAIL_CHECKS_PER_USER: positiveInt.default(20),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO_DATA: bool.optional(),
  SERVE_WEB: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Translation of product and event descriptions: DeepL when a key is set, else LibreTranslate, else none. */
  DEEPL_API_KEY: z.string().min(1).optional(),
  /** Default: api-free.deepl.com for free keys (ending ':fx'), api.deepl.com for others. */
  DEEPL_API_URL: z.url().optional(),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Card payments: Stripe when the secret key is set, else the built-in sandbox (Stripe's test cards). */
  /** Bearer token Prometheus sends to GET /api/metrics (the operator may read it logged in without one). */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** `allow`: sandbox payments in production (a staging site; every page then says it is in test mode). */
  PAYMENTS_SANDBOX: z.enum(['allow'], 'PAYMENTS_SANDBOX must be allow or unset').optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Only for tests and local fakes: another address for Stripe's API (default https://api.stripe.com). */
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL such as http://127.0.0.1:12111').optional(),
  /** TWINT through Datatrans when the merchant id and password are set, else the built-in sandbox. */
  DATATRANS_MERCHANT_ID: z.string().min(1).optional(),
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  /** HMAC key (hex) of Datatrans' webhook signature. */
  DATATRANS_SIGN_KEY: z.string().min(1).optional(),
  /** Default: the sandbox https://api.sandbox.datatrans.com; production https://api.datatrans.com. */
  DATATRANS_API_URL: z.url().optional(),
  /** Payout runs: every 14 days (biweekly) or on the 1st and 15th of each month (semimonthly). */
  PAYOUT_SCHEDULE: z.enum(['biweekly', 'semimonthly']).default('biweekly'),
  /** A club owed less than this (CHF) carries its balance to the next run. */
  PAYOUT_MINIMUM_CHF: z.coerce.number().min(0).max(10_000).default(10),
  /** The platform's account the payouts are paid from (the debtor of the pain.001 file). */
  PAYOUT_DEBTOR_IBAN: z.string().trim().default('CH9300762011623852957'),
  PAYOUT_DEBTOR_NAME: z.string().trim().min(1).max(70).default('Tifo AG'),
  PAYOUT_DEBTOR_STREET: z.string().trim().min(1).max(70).default('Bahnhofstrasse'),
  PAYOUT_DEBTOR_BUILDING: z.string().trim().max(16).default('1'),
  PAYOUT_DEBTOR_POSTCODE: z.string().trim().min(1).max(16).default('8001'),
  PAYOUT_DEBTOR_TOWN: z.string().trim().min(1).max(35).default('Zürich'),
  /** The platform's Swiss company ID (UID, e.g. CHE-123.456.789 MWST), shown on its fee invoices when set. */
  PLATFORM_UID: z
    .string()
    .trim()
    .regex(/^CHE-\d{3}\.\d{3}\.\d{3}( MWST| TVA| IVA)?$/)
    .optional(),
});

/** The names of every variable, for `.env.example` (a test keeps the two in step). */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape);

export type Config = Omit<z.infer<typeof ConfigSchema>, 'HOST'> & {
  HOST: string;
  jwtSecret: string;
  /** AES-256 key of the IBANs at rest (organisations/iban-crypto.ts). */
  ibanKey: Buffer;
  publicUrl: string;
  seedDemoData: boolean;
  mailAdapter: 'outbox' | 'smtp';
  translationProvider: 'deepl' | 'libretranslate' | 'none';
  deeplApiUrl: string;
  storageAdapter: 'local' | 's3';
  cardProvider: 'sandbox' | 'stripe';
  twintProvider: 'sandbox' | 'datatrans';
  /** Production with a sandbox provider (PAYMENTS_SANDBOX=allow): every page says it is in test mode. */
  testModeBanner: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    const missing = [
      ...(config.JWT_SECRET ? [] : ['  JWT_SECRET: required in production (at least 32 characters)']),
      ...(config.IBAN_ENCRYPTION_KEY
        ? []
        : [`  IBAN_ENCRYPTION_KEY: required in production; ${IBAN_KEY_MESSAGE}`]),
      // Real money only: without the providers' keys production would take sandbox payments as real ones.
      ...(config.STRIPE_SECRET_KEY || config.PAYMENTS_SANDBOX === 'allow'
        ? []
        : [
            '  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: required in production for card payments (PAYMENTS_SANDBOX=allow for a staging site)',
          ]),
      ...((config.DATATRANS_MERCHANT_ID && config.DATATRANS_PASSWORD) || config.PAYMENTS_SANDBOX === 'allow'
        ? []
        : [
            '  DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD: required in production for TWINT (PAYMENTS_SANDBOX=allow for a staging site)',
          ]),
    ];
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const problems = [
    ...(!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY)
      ? ['  S3_BUCKET: required when other S3_* variables are set']
      : []),
    ...(Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)
      ? ['  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither (neither: the SDK default chain)']
      : []),
  ];
  const paymentProblems = [
    ...(config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY
      ? ['  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the browser needs it for Stripe.js)']
      : []),
    ...(Boolean(config.DATATRANS_MERCHANT_ID) !== Boolean(config.DATATRANS_PASSWORD)
      ? ['  DATATRANS_MERCHANT_ID / DATATRANS_PASSWORD: set both or neither (neither: the TWINT sandbox)']
      : []),
  ];
  problems.push(...paymentProblems);
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    problems.push(
      '  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...config,
    HOST: config.HOST ?? (config.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    jwtSecret: config.JWT_SECRET ?? localSecret(config.DATA_DIR),
    ibanKey: config.IBAN_ENCRYPTION_KEY
      ? Buffer.from(config.IBAN_ENCRYPTION_KEY, 'base64')
      : localIbanKey(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    seedDemoData: config.SEED_DEMO_DATA ?? config.NODE_ENV !== 'production',
    mailAdapter: config.SMTP_URL ? 'smtp' : 'outbox',
    translationProvider: config.DEEPL_API_KEY
      ? 'deepl'
      : config.LIBRETRANSLATE_URL
        ? 'libretranslate'
        : 'none',
    deeplApiUrl: (
      config.DEEPL_API_URL ??
      (config.DEEPL_API_KEY && !config.DEEPL_API_KEY.endsWith(':fx')
        ? 'https://api.deepl.com'
        : 'https://api-free.deepl.com')
    ).replace(/\/$/, ''),
    storageAdapter: config.S3_BUCKET ? 's3' : 'local',
    cardProvider: config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
    twintProvider: config.DATATRANS_MERCHANT_ID && config.DATATRANS_PASSWORD ? 'datatrans' : 'sandbox',
    testModeBanner:
      config.NODE_ENV === 'production' &&
      !(config.STRIPE_SECRET_KEY && config.DATATRANS_MERCHANT_ID && config.DATATRANS_PASSWORD),
  };
}

/** Outside production a signing secret is made once and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Outside production the IBAN key is made once and kept in the data folder (like the signing secret), so the
 * stored IBANs stay readable across restarts. Production takes it from IBAN_ENCRYPTION_KEY, away from the data.
 */
function localIbanKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'iban-key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!ibanKey.safeParse(stored).success)
      throw new ConfigError(`Invalid IBAN key in ${file}: ${IBAN_KEY_MESSAGE}`);
    return Buffer.from(stored, 'base64');
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
