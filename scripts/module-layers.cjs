// The API's layers, lowest first: each holds folders and files of apps/api/src, and may import only its own layer
// and lower ones. Read by .dependency-cruiser.cjs (the module check) and by scripts/module-check.test.mjs,
// which also holds docs/ARCHITECTURE.md §Layers to this list.

/** Each layer's folders and files, relative to apps/api/src. */
const LAYERS = [
  {
    name: 'platform',
    holds: [
      'db',
      'adapters',
      'platform',
      'errors.ts',
      'config.ts',
      'logger.ts',
      'modules/mail',
      'modules/documents',
      'modules/jobs',
      'modules/geo',
      'modules/health',
    ],
  },
  {
    name: 'identity',
    holds: [
      'modules/audit',
      'modules/sessions',
      'modules/auth',
      'modules/users',
      'modules/contact',
      'modules/wiring',
    ],
  },
  {
    name: 'organisations',
    holds: ['modules/organisations', 'modules/clubs', 'modules/review', 'modules/files', 'modules/closure'],
  },
  { name: 'offers', holds: ['modules/offers'] },
  { name: 'payments', holds: ['modules/payments', 'modules/ledger', 'modules/links'] },
  {
    name: 'processes',
    holds: [
      'modules/subscriptions',
      'modules/memberships',
      'modules/payouts',
      'modules/deliveries',
      'modules/campaigns',
    ],
  },
  {
    name: 'surfaces',
    holds: [
      'modules/dashboard',
      'modules/supporter',
      'modules/admin',
      'modules/moderation',
      'modules/metrics',
      'modules/dev',
      'modules/web',
      'modules/maintenance',
    ],
  },
  { name: 'composition', holds: ['app.ts', 'main.ts', 'cluster.ts', 'banner.ts', 'seed'] },
];

const api = '^apps/api/src/';

/** The regular expression (for dependency-cruiser's `path`) of a folder or file that a layer holds. */
function pathOf(entry) {
  const escaped = entry.replace(/[.]/g, '\\.');
  return entry.endsWith('.ts') ? `${api}${escaped}$` : `${api}${escaped}/`;
}

module.exports = { api, LAYERS, pathOf };
