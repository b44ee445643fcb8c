import type { Storage } from '../../adapters/storage';
import type { Translator } from '../../adapters/translation';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { RateLimits } from '../auth/rate-limit';
import type { TokenSigner } from '../auth/tokens';
import type { Mailer } from '../mail/service';

/** What route modules get from the app: the database, configuration and shared services. */
export interface AppDeps {
  db: Db;
  database: Database;
  config: Config;
  mailer: Mailer;
  signer: TokenSigner;
  limits: RateLimits;
  /** Translation of product and event descriptions (DeepL, LibreTranslate or none). */
  translator: Translator;
  /** Uploaded files: local folder or S3 (adapters/storage.ts). */
  storage: Storage;
  /** The platform's time: the real one in production, movable by /dev/clock and tests elsewhere. */
  clock: Clock;
}
