import { describe, expect, it } from 'vitest';
import { detailHtml, detailText, expandSkus, toMoney, toStock } from './goods.ts';

describe('the SKU grid', () => {
  it('expands attribute groups into every combination, keeping rows already typed', () => {
    const kept = { id: 9, values: ['Black', 'M'], price: '129.00', stock: '10', shown: 10, code: 'BK-M' };
    const rows = expandSkus(
      [
        { name: 'Colour', values: ['Black', 'White'] },
        { name: 'Size', values: ['M', 'L'] },
        { name: ' ', values: ['ignored'] },
      ],
      [kept],
    );
    expect(rows.map((r) => r.values.join('/'))).toEqual(['Black/M', 'Black/L', 'White/M', 'White/L']);
    expect(rows[0]).toBe(kept);
    expect(rows[1]).toEqual({ values: ['Black', 'L'], price: '', stock: '', code: '' });
  });

  it('has one row without values when there is no group', () => {
    expect(expandSkus([], []).map((r) => r.values)).toEqual([[]]);
  });

  it('reads money and stock as typed', () => {
    expect(toMoney('12')).toBe('12.00');
    expect(toMoney('12.5')).toBe('12.50');
    expect(toMoney('0.01')).toBe('0.01');
    expect(toMoney('1.234')).toBeNull();
    expect(toMoney('-1')).toBeNull();
    expect(toStock('7')).toBe(7);
    expect(toStock('1.5')).toBeNull();
  });

  it('turns the detail into paragraphs of text and back, escaped', () => {
    expect(detailText('<p>Warm &amp; thick</p><p>Wash cold</p>')).toBe('Warm & thick\nWash cold');
    expect(detailHtml('Warm & thick\n\n<b>cold</b>')).toBe(
      '<p>Warm &amp; thick</p><p>&lt;b&gt;cold&lt;/b&gt;</p>',
    );
  });
});
