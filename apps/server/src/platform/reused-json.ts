/**
 * Answers that many requests share (a page a process keeps) are turned into JSON once. A service
 * marks such an answer with `reused`; it must not change afterwards. The production serializer
 * (`replyJson`) writes the envelope around the answer's JSON, made on its first reply.
 */
const reusedAnswers = new WeakMap<object, string | null>();

/** Marks an answer that will be sent again as it is: its JSON is made once. */
export function reused<T extends object>(answer: T): T {
  if (!reusedAnswers.has(answer)) reusedAnswers.set(answer, null);
  return answer;
}

/** The reply's JSON: the envelope `{code, msg, data}`, with a reused answer's JSON made once. */
export function replyJson(payload: unknown): string {
  if (payload && typeof payload === 'object' && 'data' in payload) {
    const { code, msg, data } = payload as { code: unknown; msg: unknown; data: unknown };
    if (data && typeof data === 'object' && Object.keys(payload).length === 3) {
      let json = reusedAnswers.get(data);
      if (json !== undefined) {
        if (json === null) reusedAnswers.set(data, (json = JSON.stringify(data)));
        return `{"code":${JSON.stringify(code)},"msg":${JSON.stringify(msg)},"data":${json}}`;
      }
    }
  }
  return JSON.stringify(payload);
}
