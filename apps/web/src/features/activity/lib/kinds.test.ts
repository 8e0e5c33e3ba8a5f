import { activity } from '@dance/contracts';
import { expect, it } from 'vitest';
import { KINDS } from './kinds.ts';

it('lists the contracts’ activity kinds', () => {
  expect([...KINDS]).toEqual([...activity.ACTIVITY_KINDS]);
});
