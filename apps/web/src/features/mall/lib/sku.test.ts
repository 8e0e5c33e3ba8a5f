import { describe, expect, it } from 'vitest';
import { choiceOf, clampQuantity, findSku, initialChoice, isValueAvailable, toggleValue } from './sku.ts';

const specs = [
  { name: 'Colour', values: ['Black', 'White'] },
  { name: 'Size', values: ['M', 'L'] },
];
const skus = [
  { id: 1, spec_values: ['Black', 'M'], stock: 5 },
  { id: 2, spec_values: ['Black', 'L'], stock: 0 },
  { id: 3, spec_values: ['White', 'M'], stock: 2 },
  { id: 4, spec_values: ['White', 'L'], stock: 1 },
];

describe('sku picker', () => {
  it('finds the SKU of a complete choice only', () => {
    expect(findSku(specs, skus, ['White', 'L'])?.id).toBe(4);
    expect(findSku(specs, skus, ['White', ''])).toBeNull();
    expect(findSku([], [{ id: 9, spec_values: [], stock: 1 }], [])?.id).toBe(9);
  });

  it('offers only values that lead to stock, given the other choice', () => {
    expect(isValueAvailable(specs, skus, ['Black', ''], 1, 'L')).toBe(false);
    expect(isValueAvailable(specs, skus, ['Black', ''], 1, 'M')).toBe(true);
    expect(isValueAvailable(specs, skus, ['', 'L'], 0, 'Black')).toBe(false);
    expect(isValueAvailable(specs, skus, ['', ''], 1, 'L')).toBe(true);
  });

  it('toggles a value and rebuilds the choice of a SKU', () => {
    expect(toggleValue(['Black', 'M'], 1, 'M')).toEqual(['Black', '']);
    expect(toggleValue(['Black', 'M'], 0, 'White')).toEqual(['White', 'M']);
    expect(choiceOf(specs, skus, 3)).toEqual(['White', 'M']);
    expect(choiceOf(specs, skus, 99)).toEqual(['', '']);
  });

  it('preselects when only one SKU can be bought', () => {
    expect(initialChoice(specs, skus)).toEqual(['', '']);
    expect(initialChoice(specs, [skus[0]!, skus[1]!])).toEqual(['Black', 'M']);
  });

  it('clamps quantities to the stock and the cap', () => {
    expect(clampQuantity(10, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(5000, 10_000)).toBe(999);
    expect(clampQuantity(2, 0)).toBe(1);
  });
});
