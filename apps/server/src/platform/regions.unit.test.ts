import { describe, expect, it } from 'vitest';
import { ID_CARD_PROVINCES } from '@dance/contracts/id-card';
import { PROVINCE_CODES } from './regions.ts';

describe('the ID number check and the district tree', () => {
  it('know the same provinces', () => {
    expect([...ID_CARD_PROVINCES].sort()).toEqual([...PROVINCE_CODES].sort());
  });
});
