import { describe, expect, it, vi } from 'vitest';
import { createSubmitter, randomToken } from './submit-token.ts';

class Refused extends Error {}

function setup() {
  let n = 0;
  const send = vi.fn<(token: string, input: string) => Promise<string[]>>();
  const submitter = createSubmitter({
    send,
    isDefiniteFailure: (e) => e instanceof Refused,
    newToken: () => `t${++n}`,
  });
  return { send, submitter };
}

describe('order submit token', () => {
  it('a double tap makes one call with one token', async () => {
    const { send, submitter } = setup();
    let resolve!: (v: string[]) => void;
    send.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const a = submitter.submit('cart');
    const b = submitter.submit('cart');
    resolve(['o1']);
    expect(await a).toEqual(['o1']);
    expect(await b).toEqual(['o1']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reuses the token after a network failure', async () => {
    const { send, submitter } = setup();
    send.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(['o1']);
    await expect(submitter.submit('cart')).rejects.toThrow('network');
    await submitter.submit('cart');
    expect(send.mock.calls.map((c) => c[0])).toEqual(['t1', 't1']);
  });

  it('takes a new token after the server refused (nothing was created)', async () => {
    const { send, submitter } = setup();
    send.mockRejectedValueOnce(new Refused('sold out')).mockResolvedValueOnce(['o2']);
    await expect(submitter.submit('cart')).rejects.toThrow('sold out');
    await submitter.submit('cart');
    expect(send.mock.calls.map((c) => c[0])).toEqual(['t1', 't2']);
  });

  it('after a success, a new tap returns the same orders without calling again', async () => {
    const { send, submitter } = setup();
    send.mockResolvedValueOnce(['o1']);
    await submitter.submit('cart');
    expect(await submitter.submit('cart')).toEqual(['o1']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts from a kept token and reports a new one', async () => {
    const seen: string[] = [];
    const send = vi.fn<(token: string, input: string) => Promise<string[]>>();
    const submitter = createSubmitter({
      send,
      isDefiniteFailure: () => true,
      newToken: () => 'fresh',
      token: 'kept',
      onToken: (t) => seen.push(t),
    });
    send.mockRejectedValueOnce(new Refused('no')).mockResolvedValueOnce(['o']);
    await expect(submitter.submit('x')).rejects.toThrow();
    await submitter.submit('x');
    expect(send.mock.calls.map((c) => c[0])).toEqual(['kept', 'fresh']);
    expect(seen).toEqual(['fresh']);
  });

  it('makes 32 hex random tokens', () => {
    const a = randomToken();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
