// Contracts of the message box (notices by category, badge counts), private chat between users
// and between a buyer and a shop, and push client ids. The older notice calls (like-list,
// notice-list, notice-unread) stay in community.ts. The realtime events of `/ws` are typed here too.
import { z } from 'zod';
import { Id, Money, Nothing, Numeric, UploadedUrl, cursorPage, endpoint, CursorQuery } from './common.ts';
import { PostType, UserBrief } from './community.ts';

const TAG = 'message';

// ---------------------------------------------------------------- the box

/**
 * The box's groups of notices: system notices, interactions (likes and collects), comments and
 * @mentions, new fans, orders and after-sales, activity reminders, live reminders, and the shop's
 * notices (for its staff).
 */
export const NOTICE_CATEGORIES = [
  'system',
  'interaction',
  'comment',
  'follow',
  'order',
  'activity',
  'live',
  'shop',
] as const;
export const NoticeCategory = z.enum(NOTICE_CATEGORIES);
export type NoticeCategory = z.infer<typeof NoticeCategory>;

/** What a notice says happened; the category follows from it. */
export const NOTICE_KINDS = [
  'like',
  'collect',
  'comment',
  'reply',
  'mention',
  'follow',
  'system',
  'order',
  'activity',
  'live',
  'shop',
] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const NOTICE_CATEGORY_OF: Record<NoticeKind, NoticeCategory> = {
  like: 'interaction',
  collect: 'interaction',
  comment: 'comment',
  reply: 'comment',
  mention: 'comment',
  follow: 'follow',
  system: 'system',
  order: 'order',
  activity: 'activity',
  live: 'live',
  shop: 'shop',
};

/** Unread counts for the badges: per category, `chat` for conversations, `shop` for the shops I staff. */
export const MessageStatistics = z.object({
  total: z.number().int(),
  chat: z.number().int(),
  system: z.number().int(),
  interaction: z.number().int(),
  comment: z.number().int(),
  follow: z.number().int(),
  order: z.number().int(),
  activity: z.number().int(),
  live: z.number().int(),
  /** The unread of the shops I answer for (their conversations and notices). */
  shop: z.number().int(),
});
export type MessageStatistics = z.infer<typeof MessageStatistics>;

export const NoticeEntry = z.object({
  type: z.literal('notice'),
  id: z.number().int(),
  category: NoticeCategory,
  kind: NoticeKind,
  /** Who did it (likes, comments, follows); null for system, order and reminder notices. */
  actor: UserBrief.nullable(),
  /** The headline in the reader's language for system, order, shop and reminder notices; else ''. */
  title: z.string(),
  /** A comment's text, or a notice's detail. */
  text: z.string(),
  post: z.object({ id: z.number().int(), title: z.string(), cover: z.string(), type: PostType }).nullable(),
  comment_id: z.number().int().nullable(),
  /** What the notice opens: an order, an activity, a live room. */
  ref: z.object({ type: z.string(), id: z.number().int() }).nullable(),
  /** Order notices: the event (paid, shipped, verified, received, completed, cancelled, refunded). */
  event: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NoticeEntry = z.infer<typeof NoticeEntry>;

// ---------------------------------------------------------------- conversations and messages

/** A side of a conversation: a user, or a shop (its owner and clerks answer as the shop). */
export const Party = z.object({
  type: z.enum(['user', 'shop']),
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});
export type Party = z.infer<typeof Party>;

export const MESSAGE_KINDS = ['text', 'image', 'voice', 'card'] as const;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;

export const CARD_TYPES = ['post', 'goods', 'order', 'activity'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;

/** A card as it was when sent: a post, a goods item, an order (buyer and shop only), an activity. */
export const ChatCard = z.object({
  type: CardType,
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  /** Goods and orders: the price or the amount paid. */
  price: Money.nullable(),
  /** A second line: the order number, the post's kind, the activity's time and place. */
  subtitle: z.string(),
});
export type ChatCard = z.infer<typeof ChatCard>;

export const VoiceStatus = z.enum(['processing', 'ready', 'failed']);

export const ChatMessage = z.object({
  type: z.literal('message'),
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** The message's place in its conversation: 1, 2, 3... without gaps. */
  seq: z.number().int(),
  from: Party,
  /** Sent by my side (me, or the shop I answer for). */
  is_self: z.boolean(),
  kind: MessageKind,
  /** The text ('' for other kinds, and once recalled). */
  text: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  voice: z
    .object({
      /** AAC in M4A once transcoded; the upload while processing. */
      url: z.string(),
      /** Seconds. */
      duration: z.number().nullable(),
      status: VoiceStatus,
      /** The listening side has played it (its red dot is gone). */
      played: z.boolean(),
    })
    .nullable(),
  card: ChatCard.nullable(),
  /** The sender's own id of the message (only to the sending side; else ''). */
  client_id: z.string(),
  recalled: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationItem = z.object({
  id: z.number().int(),
  type: z.enum(['user', 'shop']),
  /** The other side as I see it. */
  peer: Party,
  /** The side I answer as: myself, or the shop I staff. */
  as: Party,
  last_message: z
    .object({
      seq: z.number().int(),
      kind: MessageKind,
      /** A preview: the text, or '' for images, voice and cards (the client names them). */
      text: z.string(),
      recalled: z.boolean(),
      is_self: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  last_seq: z.number().int(),
  /** How far I have read; the first unread is `read_seq + 1` (where to resume). */
  read_seq: z.number().int(),
  /** How far the other side has read (read receipts). */
  peer_read_seq: z.number().int(),
  unread: z.number().int(),
  updated_at: z.string(),
});
export type ConversationItem = z.infer<typeof ConversationItem>;

/** A shop whose messages I answer, with its unread. */
export const StaffedShop = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  unread: z.number().int(),
});

const AsShop = z.object({
  /** Act as this shop (its owner or a clerk): its box instead of mine. */
  as_mch_id: Numeric.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
});

export const messageCollection = endpoint({
  method: 'GET',
  path: '/api/message/collection',
  auth: 'user',
  tag: TAG,
  summary:
    'The message box: each notice category with its unread and latest notice, the shops I answer for, and my conversations (latest first, paged)',
  query: CursorQuery.extend(AsShop.shape),
  data: z.object({
    categories: z.array(
      z.object({
        category: NoticeCategory,
        unread: z.number().int(),
        latest: NoticeEntry.nullable(),
      }),
    ),
    shops: z.array(StaffedShop),
    list: z.array(ConversationItem),
    next_cursor: z.string().nullable(),
  }),
});

export const MessageListItem = z.discriminatedUnion('type', [ChatMessage, NoticeEntry]);
export type MessageListItem = z.infer<typeof MessageListItem>;

export const messageList = endpoint({
  method: 'GET',
  path: '/api/message/list',
  auth: 'user',
  tag: TAG,
  summary:
    'The notices of one category, or the messages of one conversation (by id, or with a user or a shop), newest first; with after_seq, the messages after it, oldest first (to catch up after a reconnect)',
  query: CursorQuery.extend({
    category: NoticeCategory.optional(),
    conversation_id: Id.optional(),
    /** The conversation with this user (none yet: an empty list and conversation null). */
    user_id: Id.optional(),
    /** The conversation with this shop, as its customer. */
    mch_id: Numeric.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
    after_seq: Numeric.pipe(z.number().int().min(0).max(2_147_483_647)).optional(),
    ...AsShop.shape,
  }),
  data: cursorPage(MessageListItem).extend({
    /** The conversation listed, with the positions to resume from; null for a category. */
    conversation: ConversationItem.nullable(),
  }),
});

export const messageStatistics = endpoint({
  method: 'GET',
  path: '/api/message/statistics',
  auth: 'user',
  tag: TAG,
  summary: 'Unread counts for the badges (one indexed read)',
  data: MessageStatistics,
});

export const messageRead = endpoint({
  method: 'POST',
  path: '/api/message/read',
  auth: 'user',
  tag: TAG,
  summary:
    'Mark read: one notice, a conversation up to a message (or its end), a category, or everything (all 1); answers the new counts',
  body: z.object({
    notice_id: Id.optional(),
    /** A message: its conversation is read up to it. */
    message_id: Id.optional(),
    conversation_id: Id.optional(),
    /** With conversation_id: read up to this seq (default: the last). */
    seq: Numeric.pipe(z.number().int().min(1).max(2_147_483_647)).optional(),
    category: NoticeCategory.optional(),
    all: z.literal(1).optional(),
    ...AsShop.shape,
  }),
  data: MessageStatistics,
});

export const messageSend = endpoint({
  method: 'POST',
  path: '/api/message/send',
  auth: 'user',
  tag: TAG,
  summary:
    'Send a text, image, voice or card into a conversation, or to a user or a shop (starting the conversation); idempotent by client_id',
  body: z.object({
    conversation_id: Id.optional(),
    to_user_id: Id.optional(),
    /** Contact the seller: the conversation with this shop (0: the platform's own shop). */
    mch_id: Numeric.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
    /** The sender's own id of this message: a retry with the same id never makes a second one. */
    client_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'),
    kind: MessageKind.default('text'),
    /** Text (emoji as in the emoji list); up to 1000 characters. */
    text: z.string().max(1000).default(''),
    image: UploadedUrl.optional(),
    voice: z
      .object({
        url: UploadedUrl,
        /** The recorder's length in seconds; the transcode replaces it with the file's own. */
        duration: Numeric.pipe(z.number().min(0).max(60)),
      })
      .optional(),
    card: z.object({ type: CardType, id: Id }).optional(),
  }),
  data: ChatMessage,
});

export const messageRecall = endpoint({
  method: 'POST',
  path: '/api/message/recall',
  auth: 'user',
  tag: TAG,
  summary: 'Recall my message within 2 minutes of sending it',
  body: z.object({ message_id: Id }),
  data: ChatMessage,
});

export const messageVoiceRead = endpoint({
  method: 'POST',
  path: '/api/message/voice-read',
  auth: 'user',
  tag: TAG,
  summary: 'The listener played a voice message: its red dot goes away (for the listening side only)',
  body: z.object({ message_id: Id }),
  data: z.object({ id: z.number().int(), played: z.boolean() }),
});

export const messageChatReport = endpoint({
  method: 'POST',
  path: '/api/message/chat-report',
  auth: 'user',
  tag: TAG,
  summary:
    "Report a conversation's other side with a reason (the forum's report categories) and the messages in question, into the operators' queue",
  body: z.object({
    conversation_id: Id,
    /** One of /api/forum/post/inform-cats. */
    cat_id: Id,
    message_ids: z.array(Id).min(1).max(20),
    content: z.string().trim().max(300).default(''),
  }),
  data: z.object({ id: z.number().int() }),
});

export const PushSubscription = z.object({
  endpoint: z.string().trim().url().max(1000),
  keys: z.object({ p256dh: z.string().trim().min(1).max(200), auth: z.string().trim().min(1).max(100) }),
});

export const copyClientId = endpoint({
  method: 'POST',
  path: '/api/uni-push/copy-client-id',
  auth: 'user',
  tag: TAG,
  summary: "Record this device's push client id (and, for Web Push, its subscription) for the logged-in user",
  body: z.object({
    client_id: z.string().trim().min(1).max(200),
    platform: z.enum(['h5', 'android', 'ios']).default('h5'),
    subscription: PushSubscription.optional(),
  }),
  data: Nothing,
});

export const pushConfig = endpoint({
  method: 'GET',
  path: '/api/uni-push/config',
  auth: 'visitor',
  tag: TAG,
  summary:
    "The push provider (none or webpush) and, for Web Push, the server's VAPID public key to subscribe with",
  data: z.object({ provider: z.enum(['none', 'webpush']), vapid_public_key: z.string().nullable() }),
});

// ---------------------------------------------------------------- realtime (/ws)

/**
 * What the server sends on `/ws` (JSON text frames). The client authenticates with
 * `{"type":"auth","token":"<access token>"}` as its first frame (or `?token=` on the URL) and is
 * answered `ready`; `ping` is answered `pong`.
 */
export const RealtimeEvent = z.discriminatedUnion('type', [
  /** user_id is null on a visitor's socket (it only watches public rooms). */
  z.object({ type: z.literal('ready'), user_id: z.number().int().nullable() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({
    type: z.literal('recall'),
    conversation_id: z.number().int(),
    id: z.number().int(),
    seq: z.number().int(),
  }),
  z.object({
    type: z.literal('voice'),
    conversation_id: z.number().int(),
    id: z.number().int(),
    seq: z.number().int(),
    voice: ChatMessage.shape.voice,
  }),
  z.object({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    /** Whose read position moved: mine (another device) or the other side's (a read receipt). */
    is_self: z.boolean(),
    read_seq: z.number().int(),
  }),
  z.object({ type: z.literal('badge'), statistics: MessageStatistics }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
