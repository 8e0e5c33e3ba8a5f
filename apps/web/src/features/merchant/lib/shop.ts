import { useQuery } from '@tanstack/react-query';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { myShopsQuery } from '../api/calls.ts';

/** The shop a desk page is about: `mch_id` of its URL, else my first shop; null while unknown. */
export function useShop(): { id: number | null; role: 'owner' | 'clerk' | null; loading: boolean } {
  const param = usePageParams().getId('mch_id');
  const shops = useQuery(myShopsQuery());
  const list = shops.data ?? [];
  const shop = param ? list.find((s) => s.id === param) : list[0];
  return { id: shop?.id ?? null, role: shop?.role ?? null, loading: shops.isPending };
}

/** A client id for one withdrawal request: retries of the same form send the same one. */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `w-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The Luhn check digit of a card number (digits only), as the server checks it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
