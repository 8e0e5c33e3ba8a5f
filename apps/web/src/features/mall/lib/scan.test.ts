import { describe, expect, it } from 'vitest';
import { extractCode } from './scan.ts';

describe('verification code from a QR', () => {
  it('reads the bare code, spaced or not', () => {
    expect(extractCode('123456789012')).toBe('123456789012');
    expect(extractCode('1234 5678 9012')).toBe('123456789012');
  });

  it('reads the code of a link', () => {
    expect(extractCode('https://x.test/#/pages/order-check?code=000011112222')).toBe('000011112222');
    expect(extractCode('https://x.test/?a=1&code=000011112222&b=2')).toBe('000011112222');
  });

  it('refuses anything else', () => {
    expect(extractCode('12345')).toBeNull();
    expect(extractCode('1234567890123')).toBeNull();
    expect(extractCode('https://x.test/?code=12ab')).toBeNull();
  });
});
