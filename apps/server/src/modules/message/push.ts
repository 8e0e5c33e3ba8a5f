import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import type { ChatService } from './chat.ts';
import type { ConversationsRepo } from './conversations.repo.ts';
import type { MessagesRepo } from './messages.repo.ts';
import type { PushRepo } from './push.repo.ts';
import { otherSide, ownerOf, partyOf } from './views.ts';

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Devices' push client ids (`uni-push/copy-client-id`) and the push of new chat messages. With
 * the `none` provider (the default) ids are only recorded. With `webpush`, each new message is
 * pushed by a job, after its transaction committed, to the recipient's subscribed devices; a
 * subscription the push service no longer knows is forgotten. Delivery is at most once: a device
 * that was offline still finds the message in the box. A shop's side is not pushed yet: its staff
 * see it on their badges.
 */
export class PushService {
  constructor(
    private readonly p: Platform,
    private readonly repo: PushRepo,
    private readonly users: UserDirectory,
    private readonly chat: { messages: MessagesRepo; conversations: ConversationsRepo; service: ChatService },
  ) {}

  get enabled(): boolean {
    return this.p.push.name !== 'none';
  }

  config() {
    return { provider: this.p.push.name, vapid_public_key: this.p.push.publicKey };
  }

  async saveClient(
    userId: number,
    body: { client_id: string; platform: 'h5' | 'android' | 'ios'; subscription?: PushSubscriptionKeys },
  ): Promise<null> {
    const u = await this.users.standing(userId);
    if (!u || u.closed) notFound('user');
    if (u.banned) fail('ACCOUNT_DISABLED');
    await this.repo.save(this.p.db, {
      userId,
      clientId: body.client_id,
      platform: body.platform,
      subscription: body.subscription ?? null,
    });
    return null;
  }

  /** The job: pushes one message to the devices of the side that receives it. */
  async deliver(messageId: number): Promise<{ sent: number; gone: number }> {
    const out = { sent: 0, gone: 0 };
    if (!this.enabled) return out;
    const msg = await this.chat.messages.byId(this.p.db, messageId);
    const conv = msg ? await this.chat.conversations.byId(this.p.db, msg.conversationId) : undefined;
    if (!msg || !conv || msg.recalledAt) return out;
    const pair = {
      kind: conv.kind as 'user' | 'shop',
      user_a: conv.userA,
      user_b: conv.userB,
      mch_id: conv.mchId,
    };
    const to = ownerOf(pair, otherSide(msg.side as 'a' | 'b'));
    if (to.kind !== 'user') return out;
    const fromOwner = ownerOf(pair, msg.side as 'a' | 'b');
    const from = partyOf(fromOwner, await this.chat.service.parties([fromOwner]));
    const payload = {
      title: from.nickname,
      // Images, voice and cards are named by the service worker in the reader's language.
      body: msg.kind === 'text' ? msg.text.slice(0, 100) : '',
      url: `/#/pages/message-chat?id=${conv.id}`,
      tag: `conversation-${conv.id}`,
      data: { conversation_id: conv.id, seq: msg.seq, kind: msg.kind },
    };
    for (const client of await this.repo.ofUser(this.p.db, to.id)) {
      if (!client.subscription) continue;
      try {
        if ((await this.p.push.send(client.subscription, payload)) === 'gone') {
          await this.repo.remove(this.p.db, client.clientId);
          out.gone++;
        } else out.sent++;
      } catch (err) {
        this.p.log.warn({ err, messageId, clientId: client.id }, 'push failed');
      }
    }
    return out;
  }
}
