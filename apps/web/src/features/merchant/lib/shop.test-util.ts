import type { StaffRole } from './shop.ts';

/**
 * One of my shops as `mch/mine` answers it, for the desk pages' tests: my place on its staff, and
 * unless told the shop the tests open (3, "Breaking Store").
 */
export const myShop = (staffRole: StaffRole, id = 3, name = 'Breaking Store') => ({
  id,
  name,
  logo: '',
  role: staffRole === 'owner' ? ('owner' as const) : ('clerk' as const),
  staff_role: staffRole,
});
