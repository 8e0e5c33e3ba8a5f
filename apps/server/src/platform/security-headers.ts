import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The security headers of helmet, computed once. Helmet's middleware re-derives them on every
 * request; our policy does not vary per request, so one precomputed set is the same headers at a
 * fraction of the cost on every call.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: string | number | string[]) => {
      headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
    },
    removeHeader: (k: string) => {
      delete headers[k.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
