import type { mall } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { myShopsQuery } from '../api/calls.ts';

/** The owner, or a clerk's role (docs/decisions/223-shop-staff-roles.md). */
export type StaffRole = (typeof mall.SHOP_STAFF_ROLES)[number];
export type ClerkRole = (typeof mall.CLERK_ROLES)[number];

/**
 * What a role may do, as the server checks it: the shop's orders (ship, answer requests and
 * after-sales) for orders clerks and managers, the goods and the settings for managers, money and staff for the
 * owner alone. The screens only hide what the server would refuse.
 */
export const roleMay = {
  orders: (r: StaffRole | null) => r === 'owner' || r === 'manager' || r === 'orders',
  settings: (r: StaffRole | null) => r === 'owner' || r === 'manager',
  /** Goods, activities and courses: managers and the owner. */
  goods: (r: StaffRole | null) => r === 'owner' || r === 'manager',
  money: (r: StaffRole | null) => r === 'owner',
  staff: (r: StaffRole | null) => r === 'owner',
};

/** The shop a desk page is about: `mch_id` of its URL, else my first shop; null while unknown. */
export function useShop(): {
  id: number | null;
  role: 'owner' | 'clerk' | null;
  staffRole: StaffRole | null;
  loading: boolean;
} {
  const param = usePageParams().getId('mch_id');
  const shops = useQuery(myShopsQuery());
  const list = shops.data ?? [];
  const shop = param ? list.find((s) => s.id === param) : list[0];
  return {
    id: shop?.id ?? null,
    role: shop?.role ?? null,
    // An older answer without staff_role: the owner keeps everything, a clerk the least.
    staffRole: shop ? (shop.staff_role ?? (shop.role === 'owner' ? 'owner' : 'verify')) : null,
    loading: shops.isPending,
  };
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
