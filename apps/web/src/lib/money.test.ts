import { describe, expect, it } from 'vitest';
import { formatFen, isPositive, lineTotal, splitMoney, sumMoney, toFen } from './money.ts';

describe('money text', () => {
  it('parses two-decimal strings into fen without floats', () => {
    expect(toFen('12.50')).toBe(1250);
    expect(toFen('0.10')).toBe(10);
    expect(toFen('0.1')).toBe(10);
    expect(toFen('7')).toBe(700);
    expect(toFen('-3.05')).toBe(-305);
    expect(toFen('19999999.99')).toBe(1999999999);
  });

  it('treats anything that is not money as zero', () => {
    for (const bad of ['', 'abc', '1.234', '1,00', null, undefined, '1e3']) expect(toFen(bad)).toBe(0);
  });

  it('formats fen back to two decimals', () => {
    expect(formatFen(1250)).toBe('12.50');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(-120)).toBe('-1.20');
    expect(formatFen(Number.NaN)).toBe('0.00');
  });

  it('sums the classic float traps exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(lineTotal('19.99', 3)).toBe('59.97');
    expect(lineTotal('0.07', 100)).toBe('7.00');
    expect(lineTotal('9.90', -2)).toBe('0.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('splits for the shop price style', () => {
    expect(splitMoney('1299.5')).toEqual({ sign: '', yuan: '1299', cents: '50' });
    expect(splitMoney('-2.01')).toEqual({ sign: '-', yuan: '2', cents: '01' });
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
  });
});
