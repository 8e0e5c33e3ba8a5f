/**
 * Answers that many requests share (a page a process keeps) are turned into JSON once. A service
 * marks such an answer with `reused`; it must not change afterwards. The production serializer
 * (`replyJson`) writes the envelope around the answer's JSON, made on its first reply, and keeps
 * the whole reply as bytes: a kept page of 10 to 20 KB is sent as it is, where a string was
 * measured again for its length and encoded to UTF-8 on every reply (a page with Chinese text is a
 * two-byte string in V8).
 */
interface Made {
  json: string;
  /** The envelope's head (`{"code":…,"msg":…,"data":`) the bytes were made with. */
  head: string;
  bytes: Buffer;
}
const reusedAnswers = new WeakMap<object, Made | null>();

/** Marks an answer that will be sent again as it is: its JSON is made once. */
export function reused<T extends object>(answer: T): T {
  if (!reusedAnswers.has(answer)) reusedAnswers.set(answer, null);
  return answer;
}

/**
 * The reply: the envelope `{code, msg, data}` as JSON text, or for a reused answer as the bytes of
 * that text, made once (again when the envelope's message differs, as in another language).
 */
export function replyJson(payload: unknown): string | Buffer {
  if (payload && typeof payload === 'object' && 'data' in payload) {
    const { code, msg, data } = payload as { code: unknown; msg: unknown; data: unknown };
    if (data && typeof data === 'object' && Object.keys(payload).length === 3) {
      const made = reusedAnswers.get(data);
      if (made !== undefined) {
        const head = `{"code":${JSON.stringify(code)},"msg":${JSON.stringify(msg)},"data":`;
        if (made?.head === head) return made.bytes;
        const json = made?.json ?? JSON.stringify(data);
        const bytes = Buffer.from(`${head}${json}}`);
        reusedAnswers.set(data, { json, head, bytes });
        return bytes;
      }
    }
  }
  return JSON.stringify(payload);
}
