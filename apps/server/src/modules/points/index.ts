import type { AccountService } from '../account/index.ts';
import { PointsService } from './service.ts';

export { PointsService };

/** Points: the integral ledger. Its calls (sign-in, integral log) arrive with the points issue. */
export function pointsModule(deps: { users: AccountService }) {
  return { service: new PointsService(deps.users) };
}
