import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREEN_ELEMENT_ID } from '@dance/contracts/first-screen';
import { acceptedEncoding } from './reused-json.ts';

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
 * What the page carries for its first screen (docs/decisions/240): the answers of the calls the
 * home page makes first, keyed by the call's path and query exactly as the app requests it, and
 * the pictures it shows first, which the browser starts loading with the page.
 */
export interface FirstScreen {
  calls: Record<string, unknown>;
  images: string[];
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `index.html` with the first screen's data and picture hints before `</head>`. */
export function withFirstScreen(html: string, first: FirstScreen): string {
  const links = first.images
    .filter((url) => /^(\/|https?:\/\/)/.test(url))
    .map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${attr(url)}">`);
  // A JSON data block is never run (no CSP exception needed); `<` is escaped so no text in the
  // data can close the element.
  const json = JSON.stringify(first.calls).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${[...links, block].join('\n')}\n</head>`);
}

const encoding = (req: FastifyRequest) => acceptedEncoding(req.headers['accept-encoding']);

/**
 * The built web app, with the brotli and gzip copies made at build time (vite.config.ts) sent to
 * browsers that accept them; the copies themselves get no routes of their own. `index.html` is
 * answered here rather than as a file when `firstScreen` is given: it then carries that data, and
 * is compressed per answer (a few kilobytes; the last answer's bytes are kept while unchanged).
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  firstScreen?: () => Promise<FirstScreen>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: firstScreen ? false : ['index.html'],
    globIgnore: firstScreen ? ['**/*.br', '**/*.gz', 'index.html'] : ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', webCacheControl(path));
    },
  });
  if (!firstScreen) return;

  const page = readFileSync(join(root, 'index.html'), 'utf8');
  let last = { html: '', br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    let html = page;
    try {
      html = withFirstScreen(page, await firstScreen());
    } catch (err) {
      // The page works without it: the app then asks for the same data itself.
      req.log.warn({ err }, 'first screen data unavailable');
    }
    if (html !== last.html) {
      last = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(html, { level: 6 }),
      };
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const enc = encoding(req);
    if (!enc) return reply.send(html);
    return reply.header('content-encoding', enc).send(enc === 'br' ? last.br : last.gzip);
  };
  app.get('/', { schema: { hide: true } }, answer);
  app.get('/index.html', { schema: { hide: true } }, answer);
}
