import type { ProfileInput } from './api/update-user-info.ts';

export type DanceStyle = NonNullable<ProfileInput['dance_styles']>[number];

/** The contract's dance styles (checked against it by the compiler). */
export const DANCE_STYLES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'waacking',
  'krump',
  'jazzfunk',
  'urban',
  'other',
] as const satisfies readonly DanceStyle[];
