import type { BodyOf } from '@dance/contracts';
import type { message as m } from '@dance/contracts';
import type { ChatCard, ChatMessage } from '@dance/contracts/message';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Db, type DbOrTx, type Tx } from '../../platform/db.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Platform } from '../../platform/platform.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import type { PublicProfile, Standing, TextScreen, UserDirectory } from '../account/index.ts';
import { assertNotMuted } from '../account/index.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import type { Badges } from './badges.ts';
import { ownerKey, sortOwners, type BoxRepo, type Owner } from './box.repo.ts';
import type { Cards } from './cards.ts';
import type { ConversationRow, ConversationsRepo, Side } from './conversations.repo.ts';
import type { MessageRow, MessagesRepo } from './messages.repo.ts';
import { RateRefused, SLOTS, StrangerRefused, type SendRepo } from './send.repo.ts';
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

/** The pair a first message makes a conversation for, and where the sender sits in it. */
interface Opening {
  v: { kind: 'user' | 'shop'; pairKey: string; userA: number; userB: number | null; mchId: number | null };
  side: Side;
  me: Owner;
  peer: Owner;
}

/** The two users of a send as the account and the community answer for them. */
interface People {
  me: { standing: Standing; profile: PublicProfile } | null;
  other: { standing: Standing; profile: PublicProfile } | null;
  /** The community's message gate from me to the other user (user conversations only). */
  gate: { allowed: boolean; followedBack: boolean } | null;
}

/**
 * The other user of a conversation for `userId`: the other member of a user conversation, the
 * buyer of a shop's when the shop answers; null for a buyer writing to a shop, or no conversation.
 */
function otherUserOf(conv: ConversationRow | null, userId: number): number | null {
  if (!conv) return null;
  if (conv.kind === 'user') return conv.userA === userId ? conv.userB : conv.userA;
  return conv.userA === userId ? null : conv.userA;
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
    private readonly repos: {
      conversations: ConversationsRepo;
      messages: MessagesRepo;
      box: BoxRepo;
      send: SendRepo;
    },
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

  /** What the message carries, checked before anything is written. */
  private async content(
    userId: number,
    body: SendBody,
    place: { kind: 'user' | 'shop'; mchId: number | null; buyerId: number; asShop: boolean },
    screened?: ReturnType<TextScreen['check']>,
  ): Promise<{ text: string; payload: Record<string, unknown> }> {
    switch (body.kind) {
      case 'text': {
        const text = body.text.trim();
        if (!text) invalid('text', 'required');
        const w = await (screened ?? this.deps.words.check(text));
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

  /**
   * Sends a message. One statement reads the module's own facts (the client id's earlier message,
   * the conversation); the account (both users' standing and profile) and the community (its
   * message gate, and whether the other follows back) answer in parallel, one query each, with
   * the words' check; then one statement counts the rate, takes the next number under the row
   * locks, writes the message with everything it moves and queues its events.
   */
  async send(userId: number, body: SendBody): Promise<ChatMessage> {
    const given = [body.conversation_id, body.to_user_id, body.mch_id].filter((x) => x !== undefined);
    const to = body.to_user_id;
    const lookup =
      given.length !== 1 || to === userId
        ? {}
        : body.conversation_id !== undefined
          ? { conversationId: body.conversation_id }
          : to !== undefined
            ? { pairKey: `u:${Math.min(userId, to)}:${Math.max(userId, to)}` }
            : { pairKey: `s:${body.mch_id}:${userId}` };
    // The word lists' check runs meanwhile; its answer is looked at where the content is checked.
    const text = body.kind === 'text' ? body.text.trim() : '';
    const screened = text ? this.deps.words.check(text) : undefined;
    screened?.catch(() => undefined);
    // Written to a user or a shop, the other user is known already: the people are asked at once.
    const early = lookup.pairKey !== undefined;
    const [facts, known] = await Promise.all([
      this.repos.send.facts(this.db, { me: userId, clientId: body.client_id, ...lookup }),
      early ? this.people(userId, to ?? null, to !== undefined) : Promise.resolve(null),
    ]);
    if (facts.dupId !== null) {
      const again = await this.repos.messages.byId(this.db, facts.dupId);
      if (again) return this.repeat(userId, again, body);
    }
    // Into a conversation, its other user is known once it is read.
    const people =
      known ?? (await this.people(userId, otherUserOf(facts.conv, userId), facts.conv?.kind === 'user'));
    const me = people.me?.standing;
    if (!me || me.closed) notFound('user');
    if (me.banned) fail('ACCOUNT_DISABLED');
    assertNotMuted(me);
    const other = people.other?.standing;

    if (given.length !== 1) invalid('conversation_id', 'exactly one of conversation_id, to_user_id, mch_id');
    let seat: Seat | null = null;
    let open: Opening | null = null;
    if (body.conversation_id !== undefined) {
      seat = facts.conv ? await this.seatOf(userId, facts.conv) : null;
      if (!seat) notFound('conversation');
    } else if (to !== undefined) {
      if (to === userId) invalid('to_user_id', 'cannot message yourself');
      if (!other || other.closed) notFound('user');
      if (facts.conv) seat = (await this.seatOf(userId, facts.conv))!;
      else {
        const [a, b] = userId < to ? [userId, to] : [to, userId];
        const side: Side = userId === a ? 'a' : 'b';
        const pair: Pair = { kind: 'user', user_a: a, user_b: b, mch_id: null };
        open = {
          v: { kind: 'user', pairKey: lookup.pairKey!, userA: a, userB: b, mchId: null },
          side,
          me: ownerOf(pair, side),
          peer: ownerOf(pair, otherSide(side)),
        };
      }
    } else {
      const mchId = body.mch_id!;
      await this.deps.shops.detail(mchId);
      if (await this.deps.shops.roleOf(userId, mchId)) invalid('mch_id', 'cannot contact your own shop');
      if (facts.conv) seat = (await this.seatOf(userId, facts.conv))!;
      else
        open = {
          v: { kind: 'shop', pairKey: lookup.pairKey!, userA: userId, userB: null, mchId },
          side: 'a',
          me: { kind: 'user', id: userId },
          peer: { kind: 'shop', id: mchId },
        };
    }
    const at = seat
      ? { side: seat.side, mine: seat.me, peer: seat.peer, conv: pairOf(seat.conv) }
      : {
          side: open!.side,
          mine: open!.me,
          peer: open!.peer,
          conv: { kind: open!.v.kind, user_a: open!.v.userA, user_b: open!.v.userB, mch_id: open!.v.mchId },
        };
    const { side, mine, peer } = at;
    const kind = at.conv.kind;
    const place = { kind, mchId: at.conv.mch_id, buyerId: at.conv.user_a, asShop: mine.kind === 'shop' };
    const content = await this.content(userId, body, place, screened);

    // A shop answers only where a customer wrote first; users pass the community's rules.
    if (kind === 'shop' && side === 'b' && !seat) notFound('conversation');
    let peerFollows = true;
    if (kind === 'user') {
      if (seat && (!other || other.closed)) notFound('user');
      const gate = people.gate ?? (await this.socialRules.messageGate(userId, peer.id));
      if (!gate.allowed) fail('USER_BLOCKED');
      peerFollows = gate.followedBack;
    }
    const parties = await this.partiesOf([mine, peer], [people.me?.profile, people.other?.profile]);

    // The events are built before the message has its id, number and time (the send's statement
    // fills them in); the read receipt and the hints of both boxes or of the other's alone are
    // chosen by the statement, which alone knows under the locks whether I had read everything.
    const from = partyOf(mine, parties);
    const draft: MessageRow = {
      id: 0,
      conversationId: seat?.conv.id ?? 0,
      seq: 0,
      side,
      senderId: userId,
      clientId: body.client_id,
      kind: body.kind,
      text: content.text,
      payload: content.payload,
      played: false,
      recalledAt: null,
      createdAt: new Date(0),
    };
    const slotted = (viewer: Side) => ({
      ...messageView(draft, from, viewer),
      id: SLOTS.id,
      seq: SLOTS.seq,
      created_at: SLOTS.at,
    });
    const sendIn = async (tx: DbOrTx, conversationId: number): Promise<MessageRow> => {
      const [mineMsg, peerMsg, read] = this.deps.hub.notices([
        {
          channels: [ownerKey(mine)],
          event: { type: 'message', message: { ...slotted(side), conversation_id: conversationId } },
        },
        {
          channels: [ownerKey(peer)],
          event: {
            type: 'message',
            message: { ...slotted(otherSide(side)), conversation_id: conversationId },
          },
        },
        // Answering reads what came before: the other side sees it read.
        {
          channels: [ownerKey(peer)],
          event: { type: 'read', conversation_id: conversationId, is_self: false, read_seq: SLOTS.seq },
        },
      ]);
      // The boxes whose counters move: their users' badges.
      const both = this.deps.badges.notice(
        sortOwners([{ owner: peer }, { owner: mine }]).map((x) => x.owner),
      );
      const alone = this.deps.badges.notice([peer]);
      let sent;
      try {
        sent = await this.repos.send.send(tx, {
          conversationId,
          message: { ...draft, side },
          stranger: kind === 'user' && !peerFollows,
          // Counted by the send's statement: a send it refuses is not counted.
          rate: { hit: this.p.rates.hitting(`message:send:${userId}`, 60), limit: SEND_PER_MINUTE },
          mine,
          peer,
          channel: mineMsg!.channel,
          messages: [mineMsg!.payload, peerMsg!.payload],
          read: read!.payload,
          hintBoth: both.payload,
          hintPeer: alone.payload,
        });
      } catch (err) {
        for (const x of [mineMsg, peerMsg, read]) this.deps.hub.abandon(x!.n);
        for (const x of [both, alone]) this.deps.badges.abandon(x.n);
        throw err;
      }
      if (sent.answered) this.deps.badges.abandon(alone.n);
      else {
        this.deps.hub.abandon(read!.n);
        this.deps.badges.abandon(both.n);
      }
      return { ...draft, id: sent.id, conversationId, seq: sent.seq, createdAt: sent.createdAt };
    };

    let row: MessageRow;
    try {
      // A new conversation is opened in the transaction of its first message.
      row = seat
        ? await sendIn(this.db, seat.conv.id)
        : await this.db.transaction(async (tx) =>
            sendIn(
              tx,
              await this.repos.conversations.open(tx, open!.v, [
                { side, owner: mine },
                { side: otherSide(side), owner: peer },
              ]),
            ),
          );
    } catch (err) {
      if (err instanceof RateRefused) fail('MESSAGE_TOO_FREQUENT', { seconds: Math.max(1, err.seconds) });
      const stranger = err instanceof StrangerRefused;
      if (!stranger && !isUniqueViolation(err, 'chat_message_client_uq')) throw err;
      // A retry that raced its first try is answered with the first (a stranger's retry finds
      // the first try sent when it takes the locks, and is refused by the rule).
      const first = await this.repos.messages.byClient(this.db, userId, body.client_id);
      if (!first) {
        if (stranger) fail('MESSAGE_STRANGER_LIMIT');
        throw err;
      }
      return this.repeat(userId, first, body);
    }
    if (row.kind === 'voice')
      await this.p.jobs.send(VOICE_JOB, { messageId: row.id }, { singletonKey: `voice:${row.id}` });
    if (this.p.push.name !== 'none')
      await this.p.jobs.send(PUSH_JOB, { messageId: row.id }, { singletonKey: `push:${row.id}` });
    return messageView(row, partyOf(mine, parties), side);
  }

  /**
   * The two users of a send in parallel, one query each: both standings and profiles from the
   * account, and the community's message gate from me to the other (when `gated`).
   */
  private async people(userId: number, otherId: number | null, gated: boolean): Promise<People> {
    const [users, gate] = await Promise.all([
      this.deps.users.standings(otherId === null ? [userId] : [userId, otherId]),
      gated && otherId !== null && otherId !== userId
        ? this.socialRules.messageGate(userId, otherId)
        : Promise.resolve(null),
    ]);
    return {
      me: users.get(userId) ?? null,
      other: otherId === null ? null : (users.get(otherId) ?? null),
      gate,
    };
  }

  /** Names and pictures of the two sides: the users' from the send's people, a shop's from the shops. */
  private async partiesOf(owners: Owner[], known: (PublicProfile | undefined)[]): Promise<Parties> {
    const shops = owners.filter((o) => o.kind === 'shop').map((o) => o.id);
    const users = new Map<number, PublicProfile>();
    for (const u of known) if (u) users.set(u.id, u);
    const missing = owners.filter((o) => o.kind === 'user' && !users.has(o.id));
    if (missing.length) return this.parties(owners);
    return { users, shops: shops.length ? await this.deps.shops.cards(shops) : new Map() };
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
    // The messages, the two sides' names and the conversation's list row do not wait for each other.
    const [rows, parties, listed] = await Promise.all([
      forward
        ? this.repos.messages.after(this.db, seat.conv.id, at ?? q.after_seq!, q.limit + 1)
        : this.repos.messages.before(this.db, seat.conv.id, at, q.limit + 1),
      this.parties([seat.me, seat.peer]),
      this.repos.conversations.listedOne(this.db, seat.conv.id, seat.side),
    ]);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.seq));
    const me = partyOf(seat.me, parties);
    const peer = partyOf(seat.peer, parties);
    return {
      list: list.map((r) => messageView(r, r.side === seat.side ? me : peer, seat.side)),
      next_cursor,
      conversation: listed ? conversationView(listed, parties) : null,
    };
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
