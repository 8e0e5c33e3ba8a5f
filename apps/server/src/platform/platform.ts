import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Bus } from './bus.ts';
import type { Jobs } from './jobs.ts';
import type { Db } from './db.ts';
import type { PushProvider } from './push.ts';
import type { RateCounter } from './rate-counter.ts';
import type { RealtimeHub } from './realtime.ts';
import type { SearchRegistry } from './search-registry.ts';
import type { SmsProvider } from './sms.ts';
import type { Storage } from './storage.ts';
import type { TokenService } from './tokens.ts';
import type { OpsJournal } from './journal.ts';

/** What every module is built from: configuration, the database and the providers. */
export interface Platform {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  bus: Bus;
  /** WebSocket delivery at /ws: events to users' and shops' channels, across processes. */
  realtime: RealtimeHub;
  jobs: Jobs;
  rates: RateCounter;
  search: SearchRegistry;
  sms: SmsProvider;
  /** Background notifications to devices: `none` (records client ids) or `webpush`. */
  push: PushProvider;
  storage: Storage;
  /** The operators' one action log, written inside each decision's transaction. */
  journal: OpsJournal;
  /** HMAC secret of this installation (TOKEN_SECRET, or one kept in DATA_DIR); derive a key per use. */
  secret: string;
}
