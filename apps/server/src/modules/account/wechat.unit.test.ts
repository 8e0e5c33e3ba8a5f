import { describe, expect, it } from 'vitest';
import { jsapiSignature } from './wechat.ts';

describe('jsapiSignature', () => {
  it("matches the example vector of WeChat's JS-SDK documentation", () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(
      jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its fragment', () => {
    const a = jsapiSignature('t', 'n', 1, 'https://a.example/page?x=1');
    expect(jsapiSignature('t', 'n', 1, 'https://a.example/page?x=1#/pages/index/index')).toBe(a);
    expect(jsapiSignature('t', 'n', 2, 'https://a.example/page?x=1')).not.toBe(a);
  });
});
