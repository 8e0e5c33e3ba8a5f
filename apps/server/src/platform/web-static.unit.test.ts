import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp, withFirstScreen, type FirstScreen } from './web-static.ts';

const JS = 'export const greeting = "hello";\n'.repeat(50);
const HTML = '<!doctype html><html><head><script src="./assets/index-AbC123.js"></script></head></html>';
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, body] of [
    ['index.html', HTML],
    ['assets/index-AbC123.js', JS],
  ] as const) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await serveWebApp(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const r = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip copy when brotli is not accepted, and plain bytes when nothing is', async () => {
    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plain = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(JS);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html every time', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
    }
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives the compressed copies no routes of their own', async () => {
    const r = await app.inject({ url: '/assets/index-AbC123.js.br' });
    expect(r.statusCode).toBe(404);
  });
});

describe('the page with its first screen', () => {
  let served: FastifyInstance;
  let first: () => Promise<FirstScreen>;

  beforeAll(async () => {
    served = Fastify();
    await serveWebApp(served, dir, () => first());
    await served.ready();
  });

  afterAll(async () => {
    await served.close();
  });

  const block = (html: string) => {
    const m = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
    return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
  };

  it('carries the answers and hints the first pictures, in every encoding, revalidated each time', async () => {
    first = async () => ({
      calls: { '/api/site/advert-list?position=home_banner': { list: [{ id: 1, title: 'Battle' }] } },
      images: ['/uploads/demo/banner.svg'],
    });
    for (const [url, accept] of [
      ['/', 'br, gzip'],
      ['/index.html', 'gzip'],
      ['/', 'identity'],
    ] as const) {
      const r = await served.inject({ url, headers: { 'accept-encoding': accept } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      const enc = r.headers['content-encoding'];
      const html =
        enc === 'br'
          ? brotliDecompressSync(r.rawPayload).toString()
          : enc === 'gzip'
            ? gunzipSync(r.rawPayload).toString()
            : r.payload;
      expect(enc ?? 'identity').toBe(accept.split(',')[0]);
      expect(block(html)).toEqual({
        '/api/site/advert-list?position=home_banner': { list: [{ id: 1, title: 'Battle' }] },
      });
      expect(html).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/uploads/demo/banner.svg">',
      );
      expect(html).toContain('<script src="./assets/index-AbC123.js">');
    }
  });

  it('answers the plain page when the data cannot be read', async () => {
    first = async () => {
      throw new Error('database unavailable');
    };
    const r = await served.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(r.statusCode).toBe(200);
    expect(r.payload).toBe(HTML);
  });

  it('keeps the files other than the page served as files', async () => {
    const r = await served.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
  });
});

describe('withFirstScreen', () => {
  it('lets no text in the data close its element, and no address break out of its attribute', () => {
    const html = withFirstScreen(HTML, {
      calls: { k: { title: '</script><script>alert(1)</script>' } },
      images: [
        '/a".svg?x=<b>&y=1',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'https://cdn.example/b.png',
      ],
    });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's own script and the data block
    expect(html).toContain('href="/a&quot;.svg?x=&lt;b&gt;&amp;y=1"');
    expect(html).toContain('href="https://cdn.example/b.png"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:image');
    const json = /id="first-screen">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ k: { title: '</script><script>alert(1)</script>' } });
  });
});
