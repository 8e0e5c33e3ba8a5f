import { resolve } from 'node:path';
import { z } from 'zod';

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** `off` sends every statement unprepared (for a pooler that cannot keep prepared statements). */
  PG_PREPARE: z.enum(['on', 'off']).default('on'),
  /** Connections of the server's pool (PostgreSQL's `max_connections` must leave room for every process). */
  PG_POOL: z.coerce.number().int().min(2).max(200).default(20),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: csv.default([]),
  TOKEN_SECRET: z.string().min(16).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  PAYMENT_PROVIDERS: csv.default(['balance', 'points', 'sandbox']),
  /** The online gateway's name as buyers see it (e.g. 支付宝); unset: a generic "online payment". */
  PAYMENT_GATEWAY_NAME: z.string().trim().min(1).max(20).optional(),
  /** nms: the embedded RTMP ingest; srs: an external SRS cluster calls our hooks (decision 184). */
  LIVE_PROVIDER: z.enum(['nms', 'srs']).default('nms'),
  /** SRS: where encoders push (rtmp://host:port) and where browsers play FLV (https://host). */
  LIVE_SRS_RTMP_URL: z
    .string()
    .regex(/^rtmps?:\/\/[^\s/]+$/, 'rtmp://host[:port]')
    .optional(),
  LIVE_SRS_PLAY_URL: z.string().url().optional(),
  /** SRS: the secret its hook URLs carry (?secret=...). */
  LIVE_SRS_HOOK_SECRET: z.string().min(16).optional(),
  /** none: push client ids are only recorded; webpush: standard Web Push with VAPID (decision 150). */
  PUSH_PROVIDER: z.enum(['none', 'webpush']).default('none'),
  /** The VAPID key pair (base64url, as web-push makes them); unset: one is made and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Who the push services may contact about this server's pushes (mailto: or https:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL')
    .default('mailto:ops@dance.invalid'),
  /** The embedded RTMP ingest; 0 lets the system choose a free port (tests). */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** A live ends when its stream has been gone this long (a reconnect within it resumes). */
  LIVE_END_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** Demo mode approves real-name verifications that pass every local check at once. */
  REALNAME_AUTO_APPROVE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  /** Mall: unpaid orders are cancelled after this many minutes. */
  MALL_UNPAID_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Mall: shipped orders are confirmed automatically after this many days. */
  MALL_AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /** Mall: after receipt, after-sales may be opened for this many days; then the order completes. */
  MALL_AFTER_SALE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** The app's calendar (daily sign-in, daily reward caps): an IANA time zone. */
  APP_TIME_ZONE: z
    .string()
    .default('Asia/Shanghai')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Shanghai'),
  /** Points a yuan of recharge buys. */
  POINTS_PER_YUAN: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Guesses at fixed odds: the most the house may lose on one guess (its worst case, whichever
   * option wins); a stake that would pass it is refused. A guess may set a lower cap.
   */
  GUESS_HOUSE_CAP: z.coerce.number().int().min(0).max(100_000_000).default(100_000),
  /** Merchants: the platform's default fee on a settled order, in basis points (a shop may have its own). */
  MCH_FEE_RATE: z.coerce.number().int().min(0).max(10000).default(60),
  /** Merchants: withdrawals: the minimum (fen), the daily limit per shop (fen), the fee (basis points). */
  MCH_CASH_MIN: z.coerce.number().int().min(1).default(100),
  MCH_CASH_DAILY_LIMIT: z.coerce.number().int().min(1).default(5_000_000),
  MCH_CASH_FEE_RATE: z.coerce.number().int().min(0).max(1000).default(10),
  /** on: this process works the job queues; off: it only enqueues (a web-only process). */
  JOBS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated;
   * also `loopback`, `linklocal`, `uniquelocal`). Unset: none, and a client's own address is the
   * key of every per-client limit, whatever headers it sends.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i,
            'an IP address, a CIDR, loopback, linklocal or uniquelocal',
          ),
      ),
    ),
  RATE_LIMIT: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** on: GET /__bench/cache-stats answers the read-through caches' hit and miss counts (`npm run bench`). */
  BENCH_METRICS: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
  /** The media tools of the transcode jobs; else found on PATH, else in the optional npm package. */
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  PATH: z.string().optional(),
});

export type Config = ReturnType<typeof parseConfig>;

/** The only place that reads process.env. A bad value stops the start with a message naming it. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const r = Env.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = r.data;
  if (c.STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((k) => !c[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n  STORAGE=s3 needs ${missing.join(', ')}`);
  }
  if (c.LIVE_PROVIDER === 'srs') {
    const missing = (['LIVE_SRS_RTMP_URL', 'LIVE_SRS_PLAY_URL', 'LIVE_SRS_HOOK_SECRET'] as const).filter(
      (k) => !c[k],
    );
    if (missing.length)
      throw new Error(`Invalid configuration:\n  LIVE_PROVIDER=srs needs ${missing.join(', ')}`);
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const dataDir = resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    embeddedPgPort: c.EMBEDDED_PG_PORT,
    pgPrepare: c.PG_PREPARE === 'on',
    pgPool: c.PG_POOL,
    dataDir,
    publicUrl: c.PUBLIC_URL,
    logLevel: c.LOG_LEVEL,
    corsOrigins: c.CORS_ORIGINS,
    tokenSecret: c.TOKEN_SECRET,
    storage: {
      kind: c.STORAGE,
      dir: resolve(dataDir, 'uploads'),
      s3: {
        endpoint: c.S3_ENDPOINT,
        region: c.S3_REGION,
        bucket: c.S3_BUCKET ?? '',
        accessKey: c.S3_ACCESS_KEY ?? '',
        secretKey: c.S3_SECRET_KEY ?? '',
        publicUrl: c.S3_PUBLIC_URL,
      },
    },
    smsProvider: c.SMS_PROVIDER,
    paymentProviders: c.PAYMENT_PROVIDERS,
    paymentGatewayName: c.PAYMENT_GATEWAY_NAME ?? null,
    liveProvider: c.LIVE_PROVIDER,
    push: {
      provider: c.PUSH_PROVIDER,
      vapid:
        c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
          ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
          : null,
      subject: c.VAPID_SUBJECT,
    },
    rtmpPort: c.RTMP_PORT,
    live: {
      endGraceSeconds: c.LIVE_END_GRACE_SECONDS,
      srs:
        c.LIVE_PROVIDER === 'srs'
          ? {
              rtmpUrl: c.LIVE_SRS_RTMP_URL!,
              playUrl: c.LIVE_SRS_PLAY_URL!.replace(/\/$/, ''),
              hookSecret: c.LIVE_SRS_HOOK_SECRET!,
            }
          : null,
    },
    wechat:
      c.WECHAT_APP_ID && c.WECHAT_APP_SECRET ? { appId: c.WECHAT_APP_ID, secret: c.WECHAT_APP_SECRET } : null,
    realnameAutoApprove: c.REALNAME_AUTO_APPROVE,
    seedDemo: c.SEED_DEMO,
    webDist: c.WEB_DIST ? resolve(c.WEB_DIST) : resolve(import.meta.dirname, '../../web/dist'),
    rateLimit: c.RATE_LIMIT,
    trustProxy: c.TRUST_PROXY,
    benchMetrics: c.BENCH_METRICS,
    jobWorkers: c.JOBS,
    timeZone: c.APP_TIME_ZONE,
    pointsPerYuan: c.POINTS_PER_YUAN,
    guessHouseCap: c.GUESS_HOUSE_CAP,
    mall: {
      unpaidMinutes: c.MALL_UNPAID_MINUTES,
      autoConfirmDays: c.MALL_AUTO_CONFIRM_DAYS,
      afterSaleDays: c.MALL_AFTER_SALE_DAYS,
    },
    merchant: {
      feeRate: c.MCH_FEE_RATE,
      cashMin: c.MCH_CASH_MIN,
      cashDailyLimit: c.MCH_CASH_DAILY_LIMIT,
      cashFeeRate: c.MCH_CASH_FEE_RATE,
    },
    media: {
      ffmpegPath: c.FFMPEG_PATH || undefined,
      ffprobePath: c.FFPROBE_PATH || undefined,
      pathVar: c.PATH,
    },
  };
}
