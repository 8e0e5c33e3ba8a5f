import type { mall } from '@dance/contracts';

type MyShop = { id: number; role: 'owner' | 'clerk'; staff_role?: (typeof mall.SHOP_STAFF_ROLES)[number] };

/**
 * Whether my role on the shop's staff lets me create and edit what it publishes (activities with
 * their tickets, links, photos and divisions; courses and their lessons; goods): the owner and
 * managers, as the server checks (decision 223). A verify-only or orders clerk still checks people
 * in and sees the lists and figures.
 */
export function mayEditFor(shops: readonly MyShop[] | undefined, mchId: number): boolean {
  const s = shops?.find((x) => x.id === mchId);
  if (!s) return false;
  const role = s.staff_role ?? (s.role === 'owner' ? 'owner' : 'verify');
  return role === 'owner' || role === 'manager';
}
