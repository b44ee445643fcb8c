import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, type BackupTarget, backup, restore } from './backup';

// `npm run db:backup [FILE]` and `npm run db:restore FILE` (docs/OPERATIONS.md).
const [command, file] = process.argv.slice(2);
const config = loadConfig();
const target: BackupTarget = config.DATABASE_URL
  ? { kind: 'postgres', url: config.DATABASE_URL }
  : { kind: 'pglite', dir: path.join(config.DATA_DIR, 'db') };
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
try {
  if (command === 'backup') {
    const out = file ?? `tifo-backup-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`;
    await backup(target, out);
    console.log(
      `Backup of the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database written to ${out}`,
    );
  } else if (command === 'restore' && file) {
    await restore(target, file);
    console.log(
      `Restored ${file} into the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database`,
    );
  } else {
    console.error('Usage: npm run db:backup [FILE] | npm run db:restore FILE');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
