import type { UserDirectory } from '../account/directory.ts';

/** What the console needs of other modules, passed in by app.ts. */
export interface OpsDeps {
  users: Pick<UserDirectory, 'standing' | 'profiles' | 'ban' | 'mute' | 'operators' | 'setOperatorRoles'>;
  notices: {
    notify(
      tx: Parameters<UserDirectory['ban']>[0],
      n: { userId: number; kind: 'system'; actorId: number; data: Record<string, string>; key?: string },
    ): Promise<void>;
  };
  lives: {
    /** The live's status, null when unknown. */
    status(id: number): Promise<string | null>;
    /** Ends a live on air; false when it was not. */
    end(id: number): Promise<boolean>;
  };
}
