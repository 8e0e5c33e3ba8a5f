import type { BodyOf } from '@dance/contracts';
import type { message as m } from '@dance/contracts';
import type { ChatCard, ChatMessage, ConversationItem } from '@dance/contracts/message';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Db, type DbOrTx, type Tx } from '../../platform/db.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Platform } from '../../platform/platform.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import type { TextScreen, UserDirectory } from '../account/index.ts';
import { assertNotMuted } from '../account/index.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import type { Badges } from './badges.ts';
import { ownerKey, sortOwners, type BoxRepo, type Owner } from './box.repo.ts';
import type { Cards } from './cards.ts';
import type { ConversationRow, ConversationsRepo, ListedRow, MemberRow, Side } from './conversations.repo.ts';
import type { MessageRow, MessagesRepo } from './messages.repo.ts';
import type { ChatShops, ChatSocial } from './ports.ts';
import {
  conversationView,
  messageView,
  otherSide,
  ownerOf,
  partyOf,
  voiceView,
  type Pair,
  type Parties,
} from './views.ts';

type SendBody = BodyOf<typeof m.messageSend>;

/** Sends per user in a minute: enough to chat fast, not enough to flood. */
export const SEND_PER_MINUTE = 60;
export const VOICE_JOB = 'message.voice-transcode';
/** Pushes a new message to the recipient's devices (when a push provider is configured). */
export const PUSH_JOB = 'message.push';

/** Where a user sits in a conversation: the side, and the boxes of both sides. */
export interface Seat {
  conv: ConversationRow;
  side: Side;
  me: Owner;
  peer: Owner;
}

const pairOf = (c: ConversationRow): Pair => ({
  kind: c.kind as 'user' | 'shop',
  user_a: c.userA,
  user_b: c.userB,
  mch_id: c.mchId,
});

/** Where a new message goes: a conversation that exists, or the pair it will be made for. */
interface Target {
  seat: Seat | null;
  open?: {
    v: { kind: 'user' | 'shop'; pairKey: string; userA: number; userB: number | null; mchId: number | null };
    side: Side;
    me: Owner;
    peer: Owner;
  };
}

/**
 * Private chat: conversations between two users, and between a buyer and a shop (whose owner and
 * clerks answer as the shop). A send takes the conversation's next number under its row lock, so
 * numbers are gapless and in commit order; the same client id never makes a second message. New
 * messages, recalls, plays and read positions go out on `/ws` when their transaction commits.
 */
export class ChatService {
  private readonly db: Db;
  private social: ChatSocial | null = null;

  constructor(
    private readonly p: Platform,
    private readonly repos: { conversations: ConversationsRepo; messages: MessagesRepo; box: BoxRepo },
    private readonly deps: {
      users: UserDirectory;
      shops: ChatShops;
      files: UploadedFiles;
      words: TextScreen;
      hub: RealtimeHub;
      badges: Badges;
      cards: Cards;
    },
  ) {
    this.db = p.db;
  }

  /** The community (built after this module) answers blocks, privacy and follows; wired in app.ts. */
  useSocial(social: ChatSocial): void {
    this.social = social;
  }

  private get socialRules(): ChatSocial {
    if (!this.social) throw new Error('message: the community rules are not wired');
    return this.social;
  }

  // ---------- who sits where ----------

  /** The user's side of a conversation, or null when it is not theirs (nor their shop's). */
  async seatOf(userId: number, conv: ConversationRow): Promise<Seat | null> {
    const pair = pairOf(conv);
    let side: Side | null = null;
    if (conv.userA === userId) side = 'a';
    else if (conv.kind === 'user' && conv.userB === userId) side = 'b';
    else if (conv.kind === 'shop' && (await this.deps.shops.roleOf(userId, conv.mchId ?? 0))) side = 'b';
    if (!side) return null;
    return { conv, side, me: ownerOf(pair, side), peer: ownerOf(pair, otherSide(side)) };
  }

  /** The user's seat, or not found: someone else's conversation looks like none at all. */
  async seat(userId: number, conversationId: number): Promise<Seat> {
    const conv = await this.repos.conversations.byId(this.db, conversationId);
    const seat = conv ? await this.seatOf(userId, conv) : null;
    if (!seat) notFound('conversation');
    return seat;
  }

  /** A message the user can see, with their seat; else not found. */
  private async visibleMessage(userId: number, id: number): Promise<{ msg: MessageRow; seat: Seat }> {
    const msg = await this.repos.messages.byId(this.db, id);
    const conv = msg ? await this.repos.conversations.byId(this.db, msg.conversationId) : undefined;
    const seat = conv ? await this.seatOf(userId, conv) : null;
    if (!msg || !seat) notFound('message');
    return { msg, seat };
  }

  async parties(owners: Owner[]): Promise<Parties> {
    const users = [...new Set(owners.filter((o) => o.kind === 'user').map((o) => o.id))];
    const shops = [...new Set(owners.filter((o) => o.kind === 'shop').map((o) => o.id))];
    const [u, s] = await Promise.all([
      users.length ? this.deps.users.profiles(users) : Promise.resolve(new Map()),
      shops.length ? this.deps.shops.cards(shops) : Promise.resolve(new Map()),
    ]);
    return { users: u, shops: s };
  }

  private async view(msg: MessageRow, seat: Seat, viewer: Side | null): Promise<ChatMessage> {
    const owner = msg.side === seat.side ? seat.me : seat.peer;
    return messageView(msg, partyOf(owner, await this.parties([owner])), viewer);
  }

  // ---------- sending ----------

  private async target(userId: number, body: SendBody): Promise<Target> {
    const given = [body.conversation_id, body.to_user_id, body.mch_id].filter((x) => x !== undefined);
    if (given.length !== 1) invalid('conversation_id', 'exactly one of conversation_id, to_user_id, mch_id');
    if (body.conversation_id !== undefined) return { seat: await this.seat(userId, body.conversation_id) };
    if (body.to_user_id !== undefined) {
      const to = body.to_user_id;
      if (to === userId) invalid('to_user_id', 'cannot message yourself');
      const peer = await this.deps.users.standing(to);
      if (!peer || peer.closed) notFound('user');
      const [a, b] = userId < to ? [userId, to] : [to, userId];
      const pairKey = `u:${a}:${b}`;
      const conv = await this.repos.conversations.byPair(this.db, pairKey);
      if (conv) return { seat: (await this.seatOf(userId, conv))! };
      const side: Side = userId === a ? 'a' : 'b';
      const pair: Pair = { kind: 'user', user_a: a, user_b: b, mch_id: null };
      return {
        seat: null,
        open: {
          v: { kind: 'user', pairKey, userA: a, userB: b, mchId: null },
          side,
          me: ownerOf(pair, side),
          peer: ownerOf(pair, otherSide(side)),
        },
      };
    }
    const mchId = body.mch_id!;
    await this.deps.shops.detail(mchId);
    if (await this.deps.shops.roleOf(userId, mchId)) invalid('mch_id', 'cannot contact your own shop');
    const pairKey = `s:${mchId}:${userId}`;
    const conv = await this.repos.conversations.byPair(this.db, pairKey);
    if (conv) return { seat: (await this.seatOf(userId, conv))! };
    return {
      seat: null,
      open: {
        v: { kind: 'shop', pairKey, userA: userId, userB: null, mchId },
        side: 'a',
        me: { kind: 'user', id: userId },
        peer: { kind: 'shop', id: mchId },
      },
    };
  }

  /** What the message carries, checked before anything is written. */
  private async content(
    userId: number,
    body: SendBody,
    place: { kind: 'user' | 'shop'; mchId: number | null; buyerId: number; asShop: boolean },
  ): Promise<{ text: string; payload: Record<string, unknown> }> {
    switch (body.kind) {
      case 'text': {
        const text = body.text.trim();
        if (!text) invalid('text', 'required');
        const w = await this.deps.words.check(text);
        if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
        return { text, payload: {} };
      }
      case 'image': {
        if (!body.image) invalid('image', 'required');
        await this.deps.files.assertOwned(userId, [{ field: 'image', url: body.image, kind: 'image' }]);
        return { text: '', payload: { url: body.image } };
      }
      case 'voice': {
        if (!body.voice) invalid('voice', 'required');
        await this.deps.files.assertOwned(userId, fileFields('voice', [body.voice.url], 'audio'));
        const duration = Math.round(body.voice.duration * 10) / 10;
        return {
          text: '',
          payload: { url: body.voice.url, source: body.voice.url, duration, status: 'processing' },
        };
      }
      case 'card': {
        if (!body.card) invalid('card', 'required');
        const card: ChatCard = await this.deps.cards.resolve(userId, body.card.type, body.card.id, place);
        return { text: '', payload: { card } };
      }
    }
  }

  async send(userId: number, body: SendBody): Promise<ChatMessage> {
    const again = await this.repos.messages.byClient(this.db, userId, body.client_id);
    if (again) return this.repeat(userId, again, body);
    const me = await this.deps.users.standing(userId);
    if (!me || me.closed) notFound('user');
    if (me.banned) fail('ACCOUNT_DISABLED');
    assertNotMuted(me);

    const t = await this.target(userId, body);
    const at = t.seat
      ? { side: t.seat.side, mine: t.seat.me, peer: t.seat.peer, conv: pairOf(t.seat.conv) }
      : {
          side: t.open!.side,
          mine: t.open!.me,
          peer: t.open!.peer,
          conv: {
            kind: t.open!.v.kind,
            user_a: t.open!.v.userA,
            user_b: t.open!.v.userB,
            mch_id: t.open!.v.mchId,
          },
        };
    const { side, mine, peer } = at;
    const kind = at.conv.kind;
    const place = { kind, mchId: at.conv.mch_id, buyerId: at.conv.user_a, asShop: mine.kind === 'shop' };
    const content = await this.content(userId, body, place);

    // A shop answers only where a customer wrote first; users pass the community's rules.
    if (kind === 'shop' && side === 'b' && !t.seat) notFound('conversation');
    let peerFollows = true;
    if (kind === 'user') {
      if (t.seat) {
        const other = await this.deps.users.standing(peer.id);
        if (!other || other.closed) notFound('user');
      }
      if (!(await this.socialRules.canMessage(userId, peer.id))) fail('USER_BLOCKED');
      peerFollows = await this.socialRules.follows(peer.id, userId);
    }
    const rate = await this.p.rates.hit(`message:send:${userId}`, 60);
    if (rate.count > SEND_PER_MINUTE) fail('MESSAGE_TOO_FREQUENT', { seconds: Math.max(1, rate.resetIn) });
    const parties = await this.parties([mine, peer]);

    let sent: { row: MessageRow; fresh: boolean };
    try {
      sent = await this.db.transaction(async (tx) => {
        const id =
          t.seat?.conv.id ??
          (await this.repos.conversations.open(tx, t.open!.v, [
            { side, owner: mine },
            { side: otherSide(side), owner: peer },
          ]));
        const conv = await this.repos.conversations.lock(tx, id);
        // Under the lock: a retry that raced the first try finds it here.
        const dup = await this.repos.messages.byClient(tx, userId, body.client_id);
        if (dup) return { row: dup, fresh: false };
        const members = await this.repos.conversations.lockMembers(tx, id);
        const my = members.find((x) => x.side === side)!;
        const their = members.find((x) => x.side !== side)!;
        if (kind === 'user' && !peerFollows && their.sent === 0 && my.sent >= 1)
          fail('MESSAGE_STRANGER_LIMIT');
        const v = { userId, clientId: body.client_id, kind: body.kind, ...content };
        return { row: await this.write(tx, conv, my, v, parties), fresh: true };
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'chat_message_client_uq')) throw err;
      const first = await this.repos.messages.byClient(this.db, userId, body.client_id);
      if (!first) throw err;
      return this.repeat(userId, first, body);
    }
    if (!sent.fresh) return this.repeat(userId, sent.row, body);
    const row = sent.row;
    if (row.kind === 'voice')
      await this.p.jobs.send(VOICE_JOB, { messageId: row.id }, { singletonKey: `voice:${row.id}` });
    if (this.p.push.name !== 'none')
      await this.p.jobs.send(PUSH_JOB, { messageId: row.id }, { singletonKey: `push:${row.id}` });
    const conv = await this.repos.conversations.byId(this.db, row.conversationId);
    const seat = (await this.seatOf(userId, conv!))!;
    return this.view(row, seat, seat.side);
  }

  /** The message a client id already made; the same id for another conversation is refused. */
  private async repeat(userId: number, msg: MessageRow, body: SendBody): Promise<ChatMessage> {
    const conv = await this.repos.conversations.byId(this.db, msg.conversationId);
    const seat = conv ? await this.seatOf(userId, conv) : null;
    if (!seat) fail('MESSAGE_CLIENT_ID_TAKEN');
    const same =
      body.conversation_id !== undefined
        ? body.conversation_id === conv!.id
        : body.to_user_id !== undefined
          ? conv!.kind === 'user' && seat.peer.kind === 'user' && seat.peer.id === body.to_user_id
          : conv!.kind === 'shop' && conv!.mchId === body.mch_id;
    if (!same) fail('MESSAGE_CLIENT_ID_TAKEN');
    return this.view(msg, seat, seat.side);
  }

  /** Inside the send's transaction, with the conversation and both sides locked. */
  private async write(
    tx: Tx,
    conv: ConversationRow,
    my: MemberRow,
    v: { userId: number; clientId: string; kind: string; text: string; payload: Record<string, unknown> },
    parties: Parties,
  ): Promise<MessageRow> {
    const seq = conv.lastSeq + 1;
    const side = my.side as Side;
    const row = await this.repos.messages.insert(tx, {
      conversationId: conv.id,
      seq,
      side,
      senderId: v.userId,
      clientId: v.clientId,
      kind: v.kind,
      text: v.text,
      payload: v.payload,
    });
    await this.repos.conversations.advance(tx, conv.id, seq, row.id);
    await this.repos.conversations.touch(tx, conv.id, side, seq);
    const pair = pairOf(conv);
    const me = ownerOf(pair, side);
    const peer = ownerOf(pair, otherSide(side));
    // The other side has one more unread; mine drops by what I had not read before answering.
    const moves = sortOwners([
      { owner: peer, by: 1 },
      { owner: me, by: -(conv.lastSeq - my.readSeq) },
    ]).filter((x) => x.by !== 0);
    for (const x of moves) await this.repos.box.bump(tx, x.owner, 'chat', x.by);
    const from = partyOf(me, parties);
    await this.deps.hub.publishIn(tx, [ownerKey(me)], {
      type: 'message',
      message: messageView(row, from, side),
    });
    await this.deps.hub.publishIn(tx, [ownerKey(peer)], {
      type: 'message',
      message: messageView(row, from, otherSide(side)),
    });
    // Answering reads what came before: the other side sees it read.
    if (conv.lastSeq > my.readSeq)
      await this.deps.hub.publishIn(tx, [ownerKey(peer)], {
        type: 'read',
        conversation_id: conv.id,
        is_self: false,
        read_seq: seq,
      });
    await this.deps.badges.hintIn(
      tx,
      moves.map((x) => x.owner),
    );
    return row;
  }

  // ---------- recall, voice ----------

  async recall(userId: number, messageId: number): Promise<ChatMessage> {
    const { msg, seat } = await this.visibleMessage(userId, messageId);
    if (msg.senderId !== userId) fail('FORBIDDEN');
    if (msg.recalledAt) return this.view(msg, seat, seat.side);
    const done = await this.db.transaction(async (tx) => {
      const row = await this.repos.messages.recall(tx, messageId, userId);
      if (!row) return null;
      const event = { type: 'recall', conversation_id: row.conversationId, id: row.id, seq: row.seq };
      await this.deps.hub.publishIn(tx, [ownerKey(seat.me), ownerKey(seat.peer)], event);
      return row;
    });
    if (!done) fail('MESSAGE_RECALL_EXPIRED');
    return this.view(done, seat, seat.side);
  }

  /** The listening side played a voice message; the sender's own plays change nothing. */
  async voiceRead(userId: number, messageId: number): Promise<{ id: number; played: boolean }> {
    const { msg, seat } = await this.visibleMessage(userId, messageId);
    if (msg.kind !== 'voice') invalid('message_id', 'not a voice message');
    if (msg.side === seat.side || msg.played || msg.recalledAt) return { id: msg.id, played: msg.played };
    await this.db.transaction(async (tx) => {
      const row = await this.repos.messages.play(tx, messageId);
      if (row) await this.publishVoice(tx, row, seat);
    });
    return { id: msg.id, played: true };
  }

  /** Both sides learn that a voice message changed (transcoded, or played). */
  async publishVoice(tx: DbOrTx, row: MessageRow, seat: Pick<Seat, 'me' | 'peer'>): Promise<void> {
    await this.deps.hub.publishIn(tx, [ownerKey(seat.me), ownerKey(seat.peer)], {
      type: 'voice',
      conversation_id: row.conversationId,
      id: row.id,
      seq: row.seq,
      voice: row.recalledAt ? null : voiceView(row),
    });
  }

  // ---------- reading ----------

  /** A conversation's messages: newest first before the cursor, or oldest first after `after_seq`. */
  async messages(
    userId: number,
    q: {
      conversation_id?: number;
      user_id?: number;
      mch_id?: number;
      cursor?: string;
      limit: number;
      after_seq?: number;
    },
  ) {
    let seat: Seat | null = null;
    if (q.conversation_id !== undefined) seat = await this.seat(userId, q.conversation_id);
    else {
      const pairKey =
        q.user_id !== undefined
          ? `u:${Math.min(userId, q.user_id)}:${Math.max(userId, q.user_id)}`
          : `s:${q.mch_id}:${userId}`;
      const conv = await this.repos.conversations.byPair(this.db, pairKey);
      seat = conv ? await this.seatOf(userId, conv) : null;
      if (!seat) return { list: [], next_cursor: null, conversation: null };
    }
    const at = decodeCursor(q.cursor, ['int'])?.[0] ?? null;
    const forward = q.after_seq !== undefined;
    const rows = forward
      ? await this.repos.messages.after(this.db, seat.conv.id, at ?? q.after_seq!, q.limit + 1)
      : await this.repos.messages.before(this.db, seat.conv.id, at, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.seq));
    const parties = await this.parties([seat.me, seat.peer]);
    const me = partyOf(seat.me, parties);
    const peer = partyOf(seat.peer, parties);
    const listed = await this.repos.conversations.listedOne(this.db, seat.conv.id, seat.side);
    const lastRow = listed?.last_message_id
      ? (rows.find((r) => r.id === listed.last_message_id) ??
        (await this.repos.messages.byId(this.db, listed.last_message_id)))
      : undefined;
    return {
      list: list.map((r) => messageView(r, r.side === seat.side ? me : peer, seat.side)),
      next_cursor,
      conversation: listed ? conversationView(listed, parties, lastRow) : null,
    };
  }

  /** A page of a box's conversations, latest first. */
  async conversations(o: Owner, cursor: string | undefined, limit: number) {
    const rows = await this.repos.conversations.page(
      this.db,
      o,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const shown = page(rows, limit, (r) => `${r.us}_${r.conversation_id}`);
    const owners = shown.list.flatMap((r) => [ownerOf(r, 'a'), ownerOf(r, 'b')]);
    const [parties, lasts] = await Promise.all([
      this.parties(owners),
      this.repos.messages.byIds(
        this.db,
        shown.list.flatMap((r) => (r.last_message_id ? [r.last_message_id] : [])),
      ),
    ]);
    const last = new Map(lasts.map((x) => [x.id, x]));
    const list: ConversationItem[] = shown.list.map((r: ListedRow) =>
      conversationView(r, parties, r.last_message_id ? last.get(r.last_message_id) : undefined),
    );
    return { list, next_cursor: shown.next_cursor };
  }

  /** Reads a conversation up to `seq` (or its end) in the caller's transaction. */
  async readIn(tx: Tx, seat: Seat, seq: number | undefined): Promise<void> {
    const fresh = await this.repos.conversations.byId(tx, seat.conv.id);
    const to = Math.min(seq ?? fresh!.lastSeq, fresh!.lastSeq);
    if (to <= 0) return;
    const old = await this.repos.conversations.moveRead(tx, seat.conv.id, seat.side, to);
    if (old === null) return;
    await this.repos.box.bump(tx, seat.me, 'chat', -(to - old));
    await this.receipts(tx, seat.conv.id, seat.me, seat.peer, to);
    await this.deps.badges.hintIn(tx, [seat.me]);
  }

  /** Reads every conversation of a box to its end, in the caller's transaction. */
  async readAllIn(tx: Tx, o: Owner): Promise<void> {
    const moved = await this.repos.conversations.readAll(tx, o);
    if (!moved.length) return;
    const total = moved.reduce((s, r) => s + (r.read_seq - r.old), 0);
    await this.repos.box.bump(tx, o, 'chat', -total);
    for (const r of moved)
      await this.receipts(tx, r.conversation_id, o, ownerOf(r, otherSide(r.side)), r.read_seq);
    await this.deps.badges.hintIn(tx, [o]);
  }

  /** My other devices and the other side learn how far I have read. */
  private async receipts(tx: Tx, conversationId: number, me: Owner, peer: Owner, readSeq: number) {
    await this.deps.hub.publishIn(tx, [ownerKey(me)], {
      type: 'read',
      conversation_id: conversationId,
      is_self: true,
      read_seq: readSeq,
    });
    await this.deps.hub.publishIn(tx, [ownerKey(peer)], {
      type: 'read',
      conversation_id: conversationId,
      is_self: false,
      read_seq: readSeq,
    });
  }

  /** The message a read names, with the user's seat. */
  async seatOfMessage(userId: number, messageId: number): Promise<{ msg: MessageRow; seat: Seat }> {
    return this.visibleMessage(userId, messageId);
  }
}
