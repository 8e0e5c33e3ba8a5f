import { describe, expect, it } from 'vitest';
import { replyJson, reused } from './reused-json.ts';

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
    for (const e of envelopes) expect(replyJson(e)).toBe(JSON.stringify(e));
    // Asked twice, a reused answer is the same text.
    expect(replyJson({ code: 0, msg: '好', data: page })).toBe(
      JSON.stringify({ code: 0, msg: '好', data: page }),
    );
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
