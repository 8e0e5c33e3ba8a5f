import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** A device's Web Push subscription, as the browser's PushSubscription serialises it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a notification says; the service worker shows it when no window of the app has focus. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap opens the app (a hash route). */
  url: string;
  /** Notifications with one tag replace each other (one per conversation). */
  tag: string;
  data?: Record<string, string | number>;
}

/** `sent`, or `gone`: the push service no longer knows the subscription (forget it). */
export type PushResult = 'sent' | 'gone';

/**
 * Push to devices in the background. `none` (the default) sends nothing: devices' client ids are
 * only recorded. `webpush`: standard Web Push, signed with the installation's VAPID key and
 * encrypted for the subscription's keys (RFC 8291/8292), via the `web-push` library.
 */
export interface PushProvider {
  readonly name: 'none' | 'webpush';
  /** The VAPID public key the browser subscribes with (`webpush`), else null. */
  readonly publicKey: string | null;
  send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushResult>;
}

export class NoPush implements PushProvider {
  readonly name = 'none' as const;
  readonly publicKey = null;
  async send(): Promise<PushResult> {
    return 'sent';
  }
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else a pair made once
 * and kept in `${dataDir}/vapid.json`, so subscriptions survive restarts and every process agrees.
 */
export function loadVapidKeys(configured: VapidKeys | null, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, 'vapid.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

export class WebPush implements PushProvider {
  readonly name = 'webpush' as const;
  readonly publicKey: string;

  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {
    this.publicKey = keys.publicKey;
  }

  async send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushResult> {
    // The library signs and encrypts; the request itself goes out with fetch (any URL scheme).
    const req = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: this.subject, ...this.keys },
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    const r = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: new Uint8Array(req.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (r.status === 404 || r.status === 410) return 'gone';
    if (!r.ok) throw new Error(`push service answered ${r.status}`);
    return 'sent';
  }
}

export function createPush(c: {
  provider: 'none' | 'webpush';
  vapid: VapidKeys | null;
  subject: string;
  dataDir: string;
}): PushProvider {
  if (c.provider === 'none') return new NoPush();
  return new WebPush(loadVapidKeys(c.vapid, c.dataDir), c.subject);
}
