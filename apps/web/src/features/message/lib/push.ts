import { useEffect, useState } from 'react';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { useUserStore } from '../../../stores/user.ts';
import { copyClientId } from '../api/copy-client-id.ts';
import { fetchPushConfig } from '../api/push-config.ts';

const CLIENT_ID_KEY = 'pushClientId';
const SW_URL = './sw.js';

/** This browser can show Web Push notifications at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's answer so far: default (not asked), granted, denied; unsupported. */
export function pushState(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The server pushes (provider webpush) and this browser can receive it. */
export function usePushAvailable(): boolean {
  const [ok, setOk] = useState(false);
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    fetchPushConfig()
      .then((c) => live && setOk(c.provider === 'webpush' && Boolean(c.vapid_public_key)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ok;
}

/** This device's own push client id, made once. */
function clientId(): string {
  let id = readJson<string>(CLIENT_ID_KEY, '');
  if (!id) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    id = `h5-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    writeJson(CLIENT_ID_KEY, id);
  }
  return id;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const pad = '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob((base64url + pad).replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** Tells the service worker the reader's language, for the words it adds to a notification. */
async function tellLanguage(reg: ServiceWorkerRegistration): Promise<void> {
  const worker = reg.active ?? reg.waiting ?? reg.installing;
  worker?.postMessage({ type: 'language', language: useUserStore.getState().language });
}

/**
 * Asks the user (only when they tap the entry) and subscribes this browser with the server's VAPID
 * key; the subscription goes to `uni-push/copy-client-id`. Answers the browser's decision.
 */
export async function enablePush(): Promise<NotificationPermission | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const config = await fetchPushConfig();
  const reg = await navigator.serviceWorker.register(SW_URL);
  await navigator.serviceWorker.ready;
  await tellLanguage(reg);
  if (config.provider !== 'webpush' || !config.vapid_public_key) {
    await copyClientId({ client_id: clientId(), platform: 'h5' });
    return permission;
  }
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(config.vapid_public_key),
    }));
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  await copyClientId({
    client_id: clientId(),
    platform: 'h5',
    subscription: {
      endpoint: json.endpoint ?? sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return permission;
}

/**
 * A browser that already allowed notifications keeps its subscription recorded for the user who
 * is signed in now (a device that changes hands follows its last user). Never asks.
 */
export async function refreshPushSubscription(): Promise<void> {
  if (pushState() !== 'granted') return;
  const reg = await navigator.serviceWorker.getRegistration(SW_URL);
  if (!reg) return;
  await tellLanguage(reg);
  const sub = await reg.pushManager.getSubscription();
  if (!sub) return;
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  await copyClientId({
    client_id: clientId(),
    platform: 'h5',
    subscription: {
      endpoint: json.endpoint ?? sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}
