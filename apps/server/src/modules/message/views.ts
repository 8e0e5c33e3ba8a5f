import type { ChatCard, ChatMessage, ConversationItem, MessageKind, Party } from '@dance/contracts/message';
import type { PublicProfile } from '../account/index.ts';
import type { Owner } from './box.repo.ts';
import type { ListedRow, Side } from './conversations.repo.ts';
import type { MessageRow } from './messages.repo.ts';
import type { ShopBrief } from './ports.ts';

/** The columns that say who a conversation's sides are. */
export interface Pair {
  kind: 'user' | 'shop';
  user_a: number;
  user_b: number | null;
  mch_id: number | null;
}

export const otherSide = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/** Whose box a side shows in: side a is always a user; side b a user or the shop. */
export function ownerOf(c: Pair, side: Side): Owner {
  if (side === 'a') return { kind: 'user', id: c.user_a };
  return c.kind === 'shop' ? { kind: 'shop', id: c.mch_id ?? 0 } : { kind: 'user', id: c.user_b ?? 0 };
}

/** Names and pictures of the users and shops on screen. */
export interface Parties {
  users: Map<number, PublicProfile>;
  shops: Map<number, ShopBrief>;
}

export function partyOf(o: Owner, p: Parties): Party {
  if (o.kind === 'shop') {
    const s = p.shops.get(o.id);
    return { type: 'shop', id: o.id, nickname: s?.name ?? '', avatar: s?.logo ?? '' };
  }
  const u = p.users.get(o.id);
  return { type: 'user', id: o.id, nickname: u?.nickname ?? '', avatar: u?.avatar ?? '' };
}

type Payload = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A voice message's file, length, state and whether the listener played it. */
export function voiceView(m: MessageRow): NonNullable<ChatMessage['voice']> {
  const p = m.payload as Payload;
  return {
    url: str(p.url),
    duration: typeof p.duration === 'number' ? p.duration : null,
    status: (['processing', 'ready', 'failed'] as const).find((s) => s === p.status) ?? 'processing',
    played: m.played,
  };
}

/**
 * A message as one side sees it: `viewer` is the side looking (null: nobody in particular). A
 * recalled message shows nothing of what it said; the client id goes only to its own side.
 */
export function messageView(m: MessageRow, from: Party, viewer: Side | null): ChatMessage {
  const p = m.payload as Payload;
  const recalled = m.recalledAt !== null;
  const kind = m.kind as MessageKind;
  const shown = !recalled;
  return {
    type: 'message',
    id: m.id,
    conversation_id: m.conversationId,
    seq: m.seq,
    from,
    is_self: viewer === m.side,
    kind,
    text: shown && kind === 'text' ? m.text : '',
    image: shown && kind === 'image' ? { url: str(p.url) } : null,
    voice: shown && kind === 'voice' ? voiceView(m) : null,
    card: shown && kind === 'card' ? (p.card as ChatCard) : null,
    client_id: viewer === m.side ? m.clientId : '',
    recalled,
    created_at: m.createdAt.toISOString(),
  };
}

/** A conversation in a box's list, from the row's side. */
export function conversationView(r: ListedRow, p: Parties): ConversationItem {
  const last = r.last;
  const me = ownerOf(r, r.side);
  const peer = ownerOf(r, otherSide(r.side));
  return {
    id: r.conversation_id,
    type: r.kind,
    peer: partyOf(peer, p),
    as: partyOf(me, p),
    last_message: last
      ? {
          seq: last.seq,
          kind: last.kind as MessageKind,
          text: last.recalledAt === null && last.kind === 'text' ? last.text.slice(0, 60) : '',
          recalled: last.recalledAt !== null,
          is_self: last.side === r.side,
          created_at: last.createdAt.toISOString(),
        }
      : null,
    last_seq: r.last_seq,
    read_seq: r.read_seq,
    peer_read_seq: r.peer_read_seq,
    unread: Math.max(0, r.last_seq - r.read_seq),
    updated_at: r.last_at.toISOString(),
  };
}
