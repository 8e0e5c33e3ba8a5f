import { randomBytes } from 'node:crypto';
import { community, message } from '@dance/contracts';
import type { EndpointBody } from '@dance/contracts';
import { randomIp, type TestApp, type TestUser } from '../../../test/harness.ts';
import { factories, ok } from '../../../test/kit.ts';

type SendBody = EndpointBody<typeof message.messageSend>;

/** A fresh client message id. */
export const cid = () => `c-${randomBytes(8).toString('hex')}`;

/**
 * A notice of an order paid, for `notifyAll`: to a user (category `order`) or to a shop (`shop`).
 * One per owner and `key`: the same key again is the same cause.
 */
export function paidNotice(to: { userId: number } | { mchId: number }, key: string) {
  const shop = 'mchId' in to;
  return {
    userId: shop ? 0 : to.userId,
    ...(shop ? { mchId: to.mchId } : {}),
    kind: shop ? ('shop' as const) : ('order' as const),
    actorId: 0,
    text: key,
    ref: { type: 'order', id: 1 },
    data: { event: 'paid', order_no: key },
    key: `paid:${shop ? `shop-${to.mchId}` : `user-${to.userId}`}:${key}`,
  };
}

/** Test factories of chat: messages sent through the API, follows, and chatting pairs. */
export function chatFactories(t: TestApp) {
  const f = factories(t);
  /** From a client address of its own, so a file's many sends stay under the global per-client limit. */
  const from = () => ({ 'x-forwarded-for': randomIp() });

  async function follow(a: TestUser, b: TestUser) {
    await ok(t, community.userLike, { token: a.token, body: { user_id: b.id, is_like: 1 }, headers: from() });
  }

  /** Sends a message (text by default) and answers it. */
  function send(u: TestUser, body: Partial<SendBody>) {
    return ok(t, message.messageSend, {
      token: u.token,
      body: { client_id: cid(), kind: 'text', text: body.kind && body.kind !== 'text' ? '' : 'hi', ...body },
      headers: from(),
    });
  }

  /** Two users who may message each other freely (each follows the other), and their conversation. */
  async function pair() {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    await Promise.all([follow(a, b), follow(b, a)]);
    const first = await send(a, { to_user_id: b.id, text: 'hello' });
    return { a, b, conversationId: first.conversation_id, first };
  }

  function statistics(u: TestUser) {
    return ok(t, message.messageStatistics, { token: u.token, headers: from() });
  }

  return { follow, send, pair, statistics, from };
}
