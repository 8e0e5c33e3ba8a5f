import { describe, expect, it } from 'vitest';
import { mayEditFor } from './staff-role.ts';

describe('who edits a shop’s activities', () => {
  it('the owner and managers; not verify-only or orders clerks, nor another shop', () => {
    const shops = [
      { id: 1, role: 'owner' as const, staff_role: 'owner' as const },
      { id: 2, role: 'clerk' as const, staff_role: 'manager' as const },
      { id: 3, role: 'clerk' as const, staff_role: 'verify' as const },
      { id: 4, role: 'clerk' as const, staff_role: 'orders' as const },
      { id: 5, role: 'clerk' as const },
    ];
    expect([1, 2, 3, 4, 5, 6].map((id) => mayEditFor(shops, id))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(mayEditFor(undefined, 1)).toBe(false);
  });
});
