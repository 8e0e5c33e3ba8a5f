import { describe, expect, it } from 'vitest';
import { checkIdCard, makeIdCard, maskIdCard } from './id-card.ts';

describe('checkIdCard (GB 11643)', () => {
  it('accepts the standard example number', () => {
    expect(checkIdCard('11010519491231002X')).toBeNull();
    expect(checkIdCard('11010519491231002x')).toBeNull();
  });
  it('rejects a wrong check digit', () => {
    expect(checkIdCard('110105194912310021')).toBe('checksum');
  });
  it('rejects an impossible birth date', () => {
    expect(checkIdCard(makeIdCard('110105', '1990-02-30', 12))).toBe('birthday');
    expect(checkIdCard(makeIdCard('110105', '2999-01-01', 12))).toBe('birthday');
  });
  it('rejects an unknown region', () => {
    expect(checkIdCard(makeIdCard('990105', '1990-01-01', 12))).toBe('region');
  });
  it('rejects bad formats', () => {
    expect(checkIdCard('1234')).toBe('format');
    expect(checkIdCard('11010519491231002Y')).toBe('format');
  });
  it('makes numbers that pass, and masks them', () => {
    const id = makeIdCard('440305', '1998-06-15', 321);
    expect(checkIdCard(id)).toBeNull();
    expect(maskIdCard(id)).toBe(`440***********${id.slice(-4)}`);
  });
});
