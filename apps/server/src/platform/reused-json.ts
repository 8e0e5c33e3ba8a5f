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
        if (made.replies.size < HEADS_KEPT) made.replies.set(head, bytes);
        return bytes;
      }
    }
  }
  return JSON.stringify(payload);
}
