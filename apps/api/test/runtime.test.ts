import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash, verify } from '@node-rs/argon2';
import semver from 'semver';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// Tifo runs on the Node 24 LTS that the project installs (package.json optionalDependencies, see
// docs/decisions/017): these tests prove that the tests themselves run on it and that the native parts load.
const root = path.resolve(import.meta.dirname, '../../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

type LockEntry = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  link?: boolean;
  engines?: { node?: string };
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
};
const installed = Object.entries(lock.packages as Record<string, LockEntry>).filter(
  ([key, entry]) => key.startsWith('node_modules/') && !entry.link,
);
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('runtime', () => {
  it('runs on Node 24 LTS or newer, as package.json engines requires', () => {
    console.log(`Tests run on Node ${process.version} (${process.platform}-${process.arch})`);
    expect(semver.major(process.version)).toBeGreaterThanOrEqual(24);
    expect(semver.satisfies(process.version, rootPackage.engines.node)).toBe(true);
  });

  it('runs on the Node the project installs, not the machine’s own', () => {
    const pinned = rootPackage.optionalDependencies[`node-${process.platform}-${process.arch}`];
    expect(pinned, `no Node package for ${process.platform}-${process.arch}`).toBeDefined();
    expect(process.version).toBe(`v${pinned}`);
  });

  it('accepts every installed package’s engines.node (the check npm makes against the Node that runs npm)', () => {
    const refused = installed
      .filter(([, entry]) => entry.engines?.node && !entry.optional)
      .filter(
        ([, entry]) => !semver.satisfies(process.version, entry.engines!.node!, { includePrerelease: true }),
      )
      .map(([key, entry]) => `${nameOf(key)}@${entry.version} wants node ${entry.engines!.node}`);
    expect(refused).toEqual([]);
  });

  it('approves or denies every install script in allowScripts, and approves esbuild’s', () => {
    const policy = rootPackage.allowScripts as Record<string, boolean>;
    const covered = (name: string, version?: string) => name in policy || `${name}@${version}` in policy;
    const unreviewed = installed
      .filter(([, entry]) => entry.hasInstallScript)
      .filter(([key, entry]) => !covered(nameOf(key), entry.version))
      .map(([key, entry]) => `${nameOf(key)}@${entry.version}`);
    expect(unreviewed).toEqual([]);
    expect(policy.esbuild).toBe(true);
  });

  it('installs one esbuild', () => {
    const versions = new Set(
      installed.filter(([key]) => nameOf(key) === 'esbuild').map(([, e]) => e.version),
    );
    expect([...versions]).toHaveLength(1);
  });

  it('loads sharp and resizes an image', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const resized = await sharp(png).resize(200, 200).webp().toBuffer({ resolveWithObject: true });
    expect(resized.info).toMatchObject({ width: 200, height: 200, format: 'webp' });
  });

  it('loads argon2 and verifies a hash', async () => {
    const stored = await hash('Tifo!Demo2024');
    expect(await verify(stored, 'Tifo!Demo2024')).toBe(true);
    expect(await verify(stored, 'tifo!demo2024')).toBe(false);
  });

  it('starts PGlite’s WebAssembly PostgreSQL with the extensions Tifo uses', async () => {
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await db.exec('CREATE EXTENSION pg_trgm');
      const { rows } = await db.query<{ similar: boolean }>("SELECT 'Zürich' % 'Zurich' AS similar");
      expect(rows[0]?.similar).toBe(true);
    } finally {
      await db.close();
    }
  });
});
