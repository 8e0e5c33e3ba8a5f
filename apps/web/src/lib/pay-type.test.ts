import { describe, expect, it } from 'vitest';
import { choosePayType, offeredPayTypes } from './pay-type.ts';

describe('the ways of paying', () => {
  it('offers what the server lists, and both while it is unknown', () => {
    expect(offeredPayTypes(['balance', 'points', 'sandbox'])).toEqual(['balance', 'sandbox']);
    expect(offeredPayTypes(['points', 'sandbox'])).toEqual(['sandbox']);
    expect(offeredPayTypes(undefined)).toEqual(['balance', 'sandbox']);
  });

  it('keeps a usable choice, prefers a balance that covers the amount, else the gateway', () => {
    const both = ['balance', 'sandbox'] as const;
    expect(choosePayType(both, 'sandbox', true)).toBe('sandbox');
    expect(choosePayType(both, null, true)).toBe('balance');
    expect(choosePayType(both, 'balance', false)).toBe('sandbox');
    expect(choosePayType(['sandbox'], 'balance', true)).toBe('sandbox');
    expect(choosePayType(['balance'], null, false)).toBe('balance');
  });
});
