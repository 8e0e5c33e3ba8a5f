import type { activity } from '@dance/contracts';

export type ActivityKind = (typeof activity.ACTIVITY_KINDS)[number];

/**
 * The kinds in the tab's order (the contracts' list; a unit test keeps them equal, since the
 * contracts' runtime stays out of the bundle).
 */
export const KINDS: readonly ActivityKind[] = ['battle', 'workshop', 'jam', 'showcase', 'party'];
