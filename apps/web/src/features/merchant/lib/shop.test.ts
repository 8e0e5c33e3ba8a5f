import { describe, expect, it } from 'vitest';
import { luhnValid, newClientId } from './shop.ts';

describe('withdrawal form helpers', () => {
  it('checks a card number with its Luhn digit, as the server does', () => {
    expect(luhnValid('6225880123456783')).toBe(true);
    expect(luhnValid('6225880123456782')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('12345')).toBe(false);
    expect(luhnValid('6225 8801 2345 6783')).toBe(false);
  });

  it('makes a fresh client id for each form', () => {
    const a = newClientId();
    expect(a).toMatch(/^w-[0-9a-f]{24}$/);
    expect(newClientId()).not.toBe(a);
  });
});
