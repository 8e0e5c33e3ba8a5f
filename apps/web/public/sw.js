/* global self */
/*
 * The app's service worker: shows a chat message pushed by the server (Web Push, docs/decisions/150)
 * when no window of the app has focus, and opens the conversation when the notification is tapped.
 * The payload is {title, body, url, tag, data: {conversation_id, seq, kind}}; images, voice and
 * cards come without a body, and are named here in the reader's language.
 */
const WORDS = {
  'zh-Hans': { image: '[图片]', voice: '[语音]', card: '[卡片]', text: '发来一条消息' },
  'zh-Hant': { image: '[圖片]', voice: '[語音]', card: '[卡片]', text: '傳來一則訊息' },
  en: { image: '[Photo]', voice: '[Voice message]', card: '[Card]', text: 'sent you a message' },
  es: { image: '[Foto]', voice: '[Mensaje de voz]', card: '[Tarjeta]', text: 'te envió un mensaje' },
  fr: { image: '[Photo]', voice: '[Message vocal]', card: '[Carte]', text: 'vous a envoyé un message' },
};

let language = null;

function words() {
  const lang = language || (self.navigator && self.navigator.language) || 'zh-Hans';
  if (WORDS[lang]) return WORDS[lang];
  if (/^zh-(TW|HK|MO|Hant)/i.test(lang)) return WORDS['zh-Hant'];
  const short = lang.split('-')[0];
  return WORDS[short] || (short === 'zh' ? WORDS['zh-Hans'] : WORDS.en);
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'language' && typeof event.data.language === 'string')
    language = event.data.language;
});

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // The app in the foreground shows the message itself.
      if (windows.some((w) => w.focused && w.visibilityState === 'visible')) return undefined;
      const w = words();
      const kind = payload.data && payload.data.kind;
      const body = payload.body || (kind && w[kind]) || w.text;
      return self.registration.showNotification(payload.title || '', {
        body,
        tag: payload.tag,
        renotify: Boolean(payload.tag),
        icon: './favicon.svg',
        badge: './favicon.svg',
        data: { url: payload.url || './#/pages/message' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || './', self.location.href)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(target) : w));
      return self.clients.openWindow(target);
    }),
  );
});
