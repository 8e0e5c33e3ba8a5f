import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers that many requests share (a page a process keeps) are turned into JSON once. A service
 * marks such an answer with `reused`; it must not change afterwards. The production serializer
 * (`replyJson`) writes the envelope around the answer's JSON, made on its first reply, and keeps
 * the whole reply as bytes: a kept page of 10 to 20 KB is sent as it is, where a string was
 * measured again for its length and encoded to UTF-8 on every reply (a page with Chinese text is a
 * two-byte string in V8).
 */
interface Made {
  /** The answer's JSON and the envelope's closing brace, as bytes. */
  body: Buffer;
  /** The whole reply's bytes by the envelope's head (`{"code":…,"msg":…,"data":`). */
  replies: Map<string, Buffer>;
}
const reusedAnswers = new WeakMap<object, Made | null>();
/** Replies kept per answer: one per language a shared page is read in (the app speaks five). */
const HEADS_KEPT = 5;

/** Marks an answer that will be sent again as it is: its JSON is made once. */
export function reused<T extends object>(answer: T): T {
  if (!reusedAnswers.has(answer)) reusedAnswers.set(answer, null);
  return answer;
}

/**
 * The reply: the envelope `{code, msg, data}` as JSON text, or for a reused answer as the bytes of
 * that text, made once for each envelope (each language's message).
 */
export function replyJson(payload: unknown): string | Buffer {
  if (payload && typeof payload === 'object' && 'data' in payload) {
    const { code, msg, data } = payload as { code: unknown; msg: unknown; data: unknown };
    if (data && typeof data === 'object' && Object.keys(payload).length === 3) {
      let made = reusedAnswers.get(data);
      if (made !== undefined) {
        const head = `{"code":${JSON.stringify(code)},"msg":${JSON.stringify(msg)},"data":`;
        const kept = made?.replies.get(head);
        if (kept) return kept;
        if (!made)
          reusedAnswers.set(
            data,
            (made = { body: Buffer.from(`${JSON.stringify(data)}}`), replies: new Map() }),
          );
        const bytes = Buffer.concat([Buffer.from(head), made.body]);
        if (made.replies.size < HEADS_KEPT) {
          made.replies.set(head, bytes);
          keptReplies.set(bytes, { asked: 0 });
        }
        return bytes;
      }
    }
  }
  return JSON.stringify(payload);
}

export type Encoding = 'br' | 'gzip';

/** The compression a client accepts, brotli first (the `Accept-Encoding` header). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accept = String(header ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Kept replies (the bytes above), with their compressed copies once made. */
const keptReplies = new WeakMap<Buffer, { asked: number; br?: Buffer; gzip?: Buffer }>();
/** Below this a compressed reply saves less than its headers and the work cost. */
const COMPRESS_FROM = 1024;

/**
 * A kept reply compressed, for a client that accepts the encoding: made on the second time it is
 * asked for (a page read once is sent as it is) and then sent as it is. A list page of 10 to 20 KB
 * of JSON becomes 2 to 3 KB. Null for any other bytes: those are sent uncompressed.
 */
export function compressedReply(bytes: Buffer, encoding: Encoding): Buffer | null {
  const entry = keptReplies.get(bytes);
  if (!entry || bytes.length < COMPRESS_FROM) return null;
  const made = entry[encoding];
  if (made) return made;
  if (++entry.asked < 2) return null;
  // Fast settings: a kept page is compressed again each time its cache makes it anew.
  return (entry[encoding] =
    encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(bytes, { level: 6 }));
}

/** Whether these bytes are a kept reply (compressed copies may be sent for them). */
export function isKeptReply(bytes: Buffer): boolean {
  return keptReplies.has(bytes);
}

/** Adds `Accept-Encoding` to the reply's `Vary`, keeping what it varies by already (`Origin`). */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const now = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(now))
    reply.header('vary', now ? `${now}, accept-encoding` : 'accept-encoding');
}

/**
 * Sends kept replies compressed to the clients that accept it (`compressedReply`), and marks every
 * kept reply as varying by `Accept-Encoding`. Other replies are left as they are.
 */
export function compressKeptReplies(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!Buffer.isBuffer(payload) || !isKeptReply(payload)) return done(null, payload);
    varyByEncoding(reply);
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const compressed = encoding && compressedReply(payload, encoding);
    if (!compressed) return done(null, payload);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  });
}
