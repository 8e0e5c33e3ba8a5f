import type { EndpointBody, user } from '@dance/contracts';

export type DanceStyle = NonNullable<EndpointBody<typeof user.updateUserInfo>['dance_styles']>[number];

/** The contract's dance styles (checked against it by the compiler): the profile's choices, home's chips. */
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
