import type { Config } from './config';

/** What the start message needs to know of the running app. */
export interface BannerFacts {
  url: string;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
  jobs: number;
  now: Date;
  /** Whether these routes are served: /dev/mailbox and /dev/clock exist outside production only. */
  mailbox: boolean;
  clock: boolean;
  webBuilt: boolean;
  webDist: string;
}

/**
 * The lines printed once Tifo listens. They name only what this process serves: a production start (or one
 * behind a proxy, TRUST_PROXY) has no /dev/mailbox and no /dev/clock, so it never points to them (issue 45).
 */
export function startBanner(config: Config, facts: BannerFacts): string[] {
  const { url } = facts;
  const mail =
    config.mailAdapter === 'smtp'
      ? 'SMTP'
      : facts.mailbox
        ? `stored, read them at ${url}/dev/mailbox`
        : 'stored in the outbox only (table email_outbox): set SMTP_URL to send them';
  const clock = facts.clock ? `; platform clock at ${url}/dev/clock (now ${facts.now.toISOString()})` : '';
  const processes = `${config.WEB_CONCURRENCY} API process${config.WEB_CONCURRENCY > 1 ? 'es' : ''} (WEB_CONCURRENCY)`;
  const lines = [
    '',
    `  ${config.PLATFORM_NAME} is running at ${url} on Node ${process.version}`,
    `  database: ${facts.databaseKind === 'pglite' ? `embedded PGlite in ${facts.dataDir}` : `PostgreSQL, ${processes}`}`,
    `  mail: ${mail}`,
    `  jobs: ${facts.jobs} scheduled on pg-boss, see ${url}/admin?tab=jobs${clock}`,
    `  API reference: ${url}/api/docs`,
  ];
  if (!config.SERVE_WEB) lines.push('  web app: not served (SERVE_WEB=false)');
  else if (!facts.webBuilt) lines.push(`  web app: not built (${facts.webDist}); run npm run build`);
  return lines;
}
