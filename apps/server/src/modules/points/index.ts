import type { Wallet } from '../account/index.ts';
import { PointsService } from './ledger.ts';

export { PointsService };

/** Points: the integral ledger. Its calls (sign-in, integral log) arrive with the points issue. */
export function pointsModule(deps: { wallet: Wallet }) {
  return { service: new PointsService(deps.wallet) };
}
