import type { Db } from '../../platform/db.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { UserDirectory } from '../account/index.ts';
import type { PushRepo } from './push.repo.ts';

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Devices' push client ids (`uni-push/copy-client-id`). With the `none` provider (the default)
 * they are only recorded; a provider that delivers reads them from here.
 */
export class PushService {
  constructor(
    private readonly db: Db,
    private readonly repo: PushRepo,
    private readonly users: UserDirectory,
  ) {}

  async saveClient(
    userId: number,
    body: { client_id: string; platform: 'h5' | 'android' | 'ios'; subscription?: PushSubscriptionKeys },
  ): Promise<null> {
    const u = await this.users.standing(userId);
    if (!u || u.closed) notFound('user');
    if (u.banned) fail('ACCOUNT_DISABLED');
    await this.repo.save(this.db, {
      userId,
      clientId: body.client_id,
      platform: body.platform,
      subscription: body.subscription ?? null,
    });
    return null;
  }
}
