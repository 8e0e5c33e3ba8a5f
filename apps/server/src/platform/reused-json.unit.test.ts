import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, compressKeptReplies, replyJson, reused } from './reused-json.ts';

describe('replyJson', () => {
  it('writes what JSON.stringify writes, for reused answers and others', () => {
    const page = reused({ list: [{ id: 1, text: 'a "quoted" 字' }], next_cursor: null });
    const envelopes = [
      { code: 0, msg: 'ok', data: page },
      { code: 0, msg: 'ok', data: { list: [] } },
      { code: 1400, msg: 'bad "input"', data: null },
      { code: 0, msg: 'ok', data: page, extra: true },
      [1, 2],
      'text',
    ];
    for (const e of envelopes) expect(String(replyJson(e))).toBe(JSON.stringify(e));
    // A reused answer comes as bytes, the same ones when asked again with the same message.
    const first = replyJson({ code: 0, msg: '好', data: page });
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString()).toBe(JSON.stringify({ code: 0, msg: '好', data: page }));
    expect(replyJson({ code: 0, msg: '好', data: page })).toBe(first);
    // Another message (another language) makes other bytes around the same answer, and each
    // language's are kept: readers in several languages do not make them again in turn.
    const ok = replyJson({ code: 0, msg: 'OK', data: page });
    expect(String(ok)).toBe(JSON.stringify({ code: 0, msg: 'OK', data: page }));
    expect(replyJson({ code: 0, msg: '好', data: page })).toBe(first);
    expect(replyJson({ code: 0, msg: 'OK', data: page })).toBe(ok);
    // Past five envelopes ('ok' and '好' and 'OK' so far), the others are made on each reply (and
    // still right).
    for (const m of ['a', 'b']) replyJson({ code: 0, msg: m, data: page });
    const sixth = replyJson({ code: 0, msg: 'f', data: page });
    expect(String(sixth)).toBe(JSON.stringify({ code: 0, msg: 'f', data: page }));
    expect(replyJson({ code: 0, msg: 'f', data: page })).not.toBe(sixth);
    expect(replyJson({ code: 0, msg: 'b', data: page })).toBe(replyJson({ code: 0, msg: 'b', data: page }));
    expect(typeof replyJson({ code: 0, msg: 'ok', data: { list: [] } })).toBe('string');
  });

  it("makes a reused answer's JSON once", () => {
    let reads = 0;
    const answer = reused({
      get n() {
        reads++;
        return 1;
      },
    });
    replyJson({ code: 0, msg: 'ok', data: answer });
    replyJson({ code: 0, msg: 'ok', data: answer });
    expect(reads).toBe(1);
    const plain = {
      get n() {
        reads++;
        return 1;
      },
    };
    replyJson({ code: 0, msg: 'ok', data: plain });
    replyJson({ code: 0, msg: 'ok', data: plain });
    expect(reads).toBe(3);
  });
});

describe('a reused answer through Fastify', () => {
  it('is sent as JSON with its length, the same bytes on every reply', async () => {
    const app = Fastify();
    app.setSerializerCompiler(() => replyJson as (data: unknown) => string);
    const page = reused({ list: [{ id: 1, title: '街舞' }] });
    // Fastify calls the serializer compiler for routes with a response schema (as route() gives).
    app.get('/page', { schema: { response: { 200: {} } } }, async () => ({ code: 0, msg: 'ok', data: page }));
    try {
      for (let i = 0; i < 2; i++) {
        const r = await app.inject({ method: 'GET', url: '/page' });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(r.headers['content-length']).toBe(String(r.rawPayload.length));
        expect(r.json()).toEqual({ code: 0, msg: 'ok', data: { list: [{ id: 1, title: '街舞' }] } });
      }
    } finally {
      await app.close();
    }
  });
});

describe('kept replies compressed', () => {
  const longPage = () =>
    reused({
      list: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `街舞 battle ${i}`, cover: '/c.png' })),
    });

  it('sends a kept page compressed from its second compressed ask, and anything else as it is', async () => {
    const app = Fastify();
    app.setSerializerCompiler(() => replyJson as (data: unknown) => string);
    compressKeptReplies(app);
    const page = longPage();
    const small = reused({ list: [{ id: 1 }] });
    const schema = { schema: { response: { 200: {} } } };
    app.get('/page', schema, async () => ({ code: 0, msg: 'ok', data: page }));
    app.get('/small', schema, async () => ({ code: 0, msg: 'ok', data: small }));
    app.get('/fresh', schema, async () => ({ code: 0, msg: 'ok', data: { list: longPage().list } }));
    const get = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    try {
      const plain = await get('/page');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      // The first ask in an encoding is answered plain: a page read once is not compressed.
      expect((await get('/page', 'gzip')).headers['content-encoding']).toBeUndefined();
      const gz = await get('/page', 'gzip, deflate');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-length']).toBe(String(gz.rawPayload.length));
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      // The same compressed bytes again, and brotli for a client that accepts it.
      expect((await get('/page', 'gzip')).rawPayload.equals(gz.rawPayload)).toBe(true);
      const br = await get('/page', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      // A client that accepts nothing still gets the plain bytes.
      expect((await get('/page')).body).toBe(plain.body);
      for (let i = 0; i < 3; i++) {
        // Too small to be worth it; and an answer that is not kept.
        const s = await get('/small', 'gzip, br');
        expect(s.headers['content-encoding']).toBeUndefined();
        expect(s.json()).toEqual({ code: 0, msg: 'ok', data: { list: [{ id: 1 }] } });
        const f = await get('/fresh', 'gzip, br');
        expect(f.headers['content-encoding']).toBeUndefined();
        expect(f.headers.vary).toBeUndefined();
        expect(f.body).toBe(plain.body);
      }
    } finally {
      await app.close();
    }
  });

  it('keeps what a reply varies by already', async () => {
    const app = Fastify();
    app.setSerializerCompiler(() => replyJson as (data: unknown) => string);
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('vary', 'Origin');
    });
    compressKeptReplies(app);
    const page = longPage();
    app.get('/page', { schema: { response: { 200: {} } } }, async () => ({ code: 0, msg: 'ok', data: page }));
    try {
      for (let i = 0; i < 3; i++) {
        const r = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
        expect(r.headers.vary).toBe('Origin, accept-encoding');
      }
    } finally {
      await app.close();
    }
  });

  it('reads the encodings a client accepts, brotli first', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('brotli-like, gzipped')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
