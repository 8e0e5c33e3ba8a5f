import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * How long a file of the built web app may be kept: Vite names everything under `assets/` by its
 * content hash, so those never change (a year, immutable); `index.html` names the current hashes
 * and must be revalidated on every load; the few other files (icons) an hour.
 */
export function webCacheControl(path: string): string {
  const file = path.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (/(^|\/)assets\//.test(file)) return `public, max-age=${YEAR_S}, immutable`;
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The built web app, with the brotli and gzip copies made at build time (vite.config.ts) sent to
 * browsers that accept them; the copies themselves get no routes of their own.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', webCacheControl(path));
    },
  });
}
