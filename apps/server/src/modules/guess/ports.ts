import type { Tx } from '../../platform/db.ts';
import type { LedgerCause, UserDirectory } from '../account/index.ts';

/** A battle of an activity's bracket, as guesses see it. */
export interface BattleInfo {
  id: number;
  activityId: number;
  decided: boolean;
  /** The two competitors, once both sides are set. */
  sides: { entryId: number; label: string }[];
}

/** What guesses need of activities: organisers and battles (wired in app.ts). */
export interface GuessActivities {
  /** Whether the user is on the staff of the activity's organiser shop. */
  isOrganiser(userId: number, activityId: number): Promise<boolean>;
  /** A battle of the activity; null when the activity has none of that id. */
  battle(viewerId: number, activityId: number, battleId: number): Promise<BattleInfo | null>;
}

export interface GuessDeps {
  points: {
    debitLater(
      tx: Tx,
      userId: number,
      points: number,
      cause: LedgerCause,
      answered: (after: number) => void,
    ): Promise<void>;
    credit(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number>;
  };
  users: Pick<UserDirectory, 'standing'>;
  activities: GuessActivities;
  /** The clock shared with the points module. */
  now(): Date;
}
