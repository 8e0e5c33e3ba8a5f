/*
 * The SKU picker: one value per spec group. A value is offered only if some SKU in stock has it
 * together with the values already chosen in the other groups.
 */

export interface SkuLike {
  id: number;
  spec_values: string[];
  stock: number;
}

export interface SpecGroup {
  name: string;
  values: string[];
}

/** One chosen value per group; '' where nothing is chosen yet. */
export type Choice = string[];

export function emptyChoice(specs: readonly SpecGroup[]): Choice {
  return specs.map(() => '');
}

/** The choice that selects a given SKU (or an empty one when it is unknown). */
export function choiceOf(
  specs: readonly SpecGroup[],
  skus: readonly SkuLike[],
  skuId: number | null,
): Choice {
  const sku = skus.find((s) => s.id === skuId);
  return sku ? specs.map((_, i) => sku.spec_values[i] ?? '') : emptyChoice(specs);
}

/** The SKU matching a complete choice; with no spec groups, the only SKU. */
export function findSku<S extends SkuLike>(
  specs: readonly SpecGroup[],
  skus: readonly S[],
  choice: Choice,
): S | null {
  if (specs.length === 0) return skus[0] ?? null;
  if (choice.some((v) => v === '')) return null;
  return skus.find((s) => specs.every((_, i) => s.spec_values[i] === choice[i])) ?? null;
}

/** Can this value of group `group` still lead to a SKU in stock, given the other choices? */
export function isValueAvailable(
  specs: readonly SpecGroup[],
  skus: readonly SkuLike[],
  choice: Choice,
  group: number,
  value: string,
): boolean {
  return skus.some(
    (s) =>
      s.stock > 0 &&
      s.spec_values[group] === value &&
      specs.every((_, i) => i === group || choice[i] === '' || s.spec_values[i] === choice[i]),
  );
}

/** Tap a value: choose it, or clear it when already chosen. */
export function toggleValue(choice: Choice, group: number, value: string): Choice {
  return choice.map((v, i) => (i === group ? (v === value ? '' : value) : v));
}

/** A first choice for the picker: the only SKU in stock when there is exactly one way to buy. */
export function initialChoice(specs: readonly SpecGroup[], skus: readonly SkuLike[]): Choice {
  const inStock = skus.filter((s) => s.stock > 0);
  return inStock.length === 1 ? choiceOf(specs, skus, inStock[0]!.id) : emptyChoice(specs);
}

/** Quantity kept within 1..min(stock, max). */
export function clampQuantity(num: number, stock: number, max = 999): number {
  const top = Math.max(1, Math.min(stock, max));
  return Math.min(top, Math.max(1, Math.trunc(num) || 1));
}
