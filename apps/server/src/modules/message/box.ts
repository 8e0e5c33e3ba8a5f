import type { BodyOf, Language } from '@dance/contracts';
import type { message as m } from '@dance/contracts';
import { NOTICE_CATEGORIES, type MessageStatistics, type NoticeCategory } from '@dance/contracts/message';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import { reused } from '../../platform/reused-json.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { ownerKey, type BoxRepo, type BoxRow, type Owner } from './box.repo.ts';
import type { ChatService } from './chat.ts';
import type { ConversationsRepo } from './conversations.repo.ts';
import type { BoxCounters } from './counters.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { PublicProfile, UserDirectory } from '../account/index.ts';
import { actorsOf, noticeEntry, type MessageService, type PostBrief } from './notices.ts';
import type { ChatShops, ShopBrief } from './ports.ts';
import { conversationView, ownerOf } from './views.ts';

type ReadBody = BodyOf<typeof m.messageRead>;

/** The categories a user's box shows; a shop's box has its shop notices and its conversations. */
const USER_CATEGORIES = NOTICE_CATEGORIES.filter((c) => c !== 'shop');
const SHOP_CATEGORIES: NoticeCategory[] = ['shop'];

/** How long a process trusts its list of the shops a user answers for (badge counts only). */
const SHOPS_MS = 30_000;

/**
 * The message box: the badge counts, the categories with their previews and the conversations,
 * the lists of one category or conversation, and marking things read. A user reads their own box,
 * or a shop's (`as_mch_id`) when they are its owner or a clerk.
 */
export class BoxService {
  private readonly db: Db;
  private readonly staffed: TtlCache<number, ShopBrief[]>;

  constructor(
    private readonly p: Platform,
    private readonly repo: BoxRepo,
    private readonly counters: BoxCounters,
    private readonly notices: MessageService,
    private readonly chat: ChatService,
    private readonly shops: ChatShops,
    private readonly users: UserDirectory,
    private readonly conversationRows: ConversationsRepo,
  ) {
    this.db = p.db;
    this.staffed = new TtlCache(p.config.env === 'test' ? 0 : SHOPS_MS, 20_000);
  }

  /**
   * The shops whose messages the user answers. Kept for 30 s per process: it only widens the badge
   * counts (every read or write of a shop's box checks the role afresh).
   */
  shopsOf(userId: number): Promise<ShopBrief[]> {
    return this.staffed.get(userId, async () => briefs(await this.shops.myShops(userId)));
  }

  /** `shopsOf` of several users: the ones not kept are read together, in a fixed number of reads. */
  private async shopsOfMany(userIds: number[]): Promise<Map<number, ShopBrief[]>> {
    const missing = userIds.filter((u) => !this.staffed.has(u));
    let batch: Promise<Map<number, ShopBrief[]>> | null = null;
    const read = () => (batch ??= this.shops.myShopsOf(missing));
    return new Map(
      await Promise.all(
        userIds.map(async (u) => {
          // One that expired since it was looked at is read alone (not through the cache, which
          // holds this very load); a closed user answers no shops, as in the batch.
          const load = async () =>
            briefs((await read()).get(u) ?? (await this.shops.myShopsOf([u])).get(u) ?? []);
          return [u, await this.staffed.get(u, load)] as const;
        }),
      ),
    );
  }

  /** The box a call acts on: mine, or a shop's I answer for. */
  async ownerFor(userId: number, asMchId: number | undefined): Promise<Owner> {
    if (asMchId === undefined) return { kind: 'user', id: userId };
    if (!(await this.shops.roleOf(userId, asMchId))) fail('FORBIDDEN');
    return { kind: 'shop', id: asMchId };
  }

  private tally(rows: BoxRow[]): MessageStatistics {
    const s: MessageStatistics = {
      total: 0,
      chat: 0,
      system: 0,
      interaction: 0,
      comment: 0,
      follow: 0,
      order: 0,
      activity: 0,
      live: 0,
      shop: 0,
    };
    for (const r of rows) {
      if (r.owner_kind === 'shop') s.shop += r.unread;
      else if (r.category in s && r.category !== 'total' && r.category !== 'shop')
        s[r.category as keyof MessageStatistics] += r.unread;
      s.total += r.unread;
    }
    return s;
  }

  /**
   * The badge counts: the counters of my box and my shops' boxes, those the process keeps
   * (`BoxCounters`) and the others in one indexed read.
   */
  async statistics(userId: number): Promise<MessageStatistics> {
    const me = `user:${userId}`;
    const own = () => this.counters.rows([me], () => this.repo.rows(userId, []));
    if (!this.staffed.has(userId)) {
      // A user's first call: their own counters beside their shops (most users have none), then
      // the shops' counters.
      const [shops, mine] = await Promise.all([this.shopsOf(userId), own()]);
      if (!shops.length) return this.tally(mine);
      return this.tally([...mine, ...(await this.shopRows(shops.map((s) => s.id)))]);
    }
    const shops = (await this.shopsOf(userId)).map((s) => s.id);
    if (!shops.length) return this.tally(await own());
    const keys = [me, ...shops.map((id) => `shop:${id}`)];
    return this.tally(
      await this.counters.rows(keys, (missing) =>
        this.repo.rows(
          missing.includes(me) ? userId : 0,
          shops.filter((id) => missing.includes(`shop:${id}`)),
        ),
      ),
    );
  }

  /** The counters of some shops' boxes (kept, or read together). */
  private shopRows(shops: number[]): Promise<BoxRow[]> {
    return this.counters.rows(
      shops.map((id) => `shop:${id}`),
      (missing) =>
        this.repo.rows(
          0,
          shops.filter((id) => missing.includes(`shop:${id}`)),
        ),
    );
  }

  /** The badge counts of several users, from one read of the boxes of theirs and their shops' not kept. */
  async statisticsOf(userIds: number[]): Promise<Map<number, MessageStatistics>> {
    const shops = await this.shopsOfMany(userIds);
    const all = [...new Set([...shops.values()].flatMap((l) => l.map((s) => s.id)))];
    const keys = [...userIds.map((u) => `user:${u}`), ...all.map((id) => `shop:${id}`)];
    const rows = await this.counters.rows(keys, (missing) => {
      const ids = (kind: string) =>
        missing.filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.slice(kind.length + 1)));
      return this.repo.rowsOfMany(this.db, ids('user'), ids('shop'));
    });
    const byOwner = new Map<string, BoxRow[]>();
    for (const r of rows) {
      const k = `${r.owner_kind}:${r.owner_id}`;
      const list = byOwner.get(k);
      if (list) list.push(r);
      else byOwner.set(k, [r]);
    }
    const out = new Map<number, MessageStatistics>();
    for (const u of userIds) {
      const owners = [`user:${u}`, ...shops.get(u)!.map((s) => `shop:${s.id}`)];
      out.set(u, this.tally(owners.flatMap((k) => byOwner.get(k) ?? [])));
    }
    return out;
  }

  /**
   * The box: its categories with their unread and newest notice, my shops with theirs, and a page
   * of its conversations with their last messages, in two stages (`collect`).
   */
  async collection(
    userId: number,
    q: { as_mch_id?: number; cursor?: string; limit: number },
    lang: Language,
  ) {
    const owner = await this.ownerFor(userId, q.as_mch_id);
    // Read beside the box on a user's first visit; kept 30 s after that.
    const shopList = owner.kind === 'user' ? this.shopsOf(userId) : Promise.resolve([]);
    if (q.cursor !== undefined) return this.collect(owner, shopList, q, lang);
    // The first page is what every visit to the message box asks: kept until an event or a hint
    // names the box or one of its shops (decision 250), and while the user's shops are the same.
    const key = `${ownerKey(owner)}|${q.limit}|${lang}`;
    const kept = this.counters.peek<Awaited<ReturnType<BoxService['collect']>>>(key);
    if (kept) {
      const shops = await shopList;
      if (shops.map((s) => s.id).join() === kept.shops.map((s) => s.id).join()) return kept;
    }
    const began = this.counters.mark();
    const value = await this.collect(owner, shopList, q, lang);
    const boxes = [ownerKey(owner), ...value.shops.map((s) => `shop:${s.id}`)];
    this.counters.keep(key, boxes, began, reused(value));
    return value;
  }

  /**
   * A page of a box: one statement of the module's own tables (the box's counters with their newest
   * notices, and its conversations with their last messages) beside the shops a user answers for;
   * then side by side the users on screen (actors and conversation sides, one read), the notices'
   * posts, the conversations' shops and the counters of the user's shops.
   */
  private async collect(
    owner: Owner,
    shopList: Promise<ShopBrief[]>,
    q: { cursor?: string; limit: number },
    lang: Language,
  ) {
    const userId = owner.kind === 'user' ? owner.id : 0;
    const categories = owner.kind === 'user' ? USER_CATEGORIES : SHOP_CATEGORIES;
    const [first, shops] = await Promise.all([
      this.repo.rowsAnd(this.db, userId, owner.kind === 'user' ? [] : [owner.id], owner, categories, (at) =>
        this.conversationRows.pageQuery(owner, decodeCursor(q.cursor, ['us', 'id']), q.limit + 1, at),
      ),
      shopList,
    ]);
    const rows = first.rows;
    const conversations = page(
      first.also.map((x) => this.conversationRows.listed(x)),
      q.limit,
      (r) => `${r.us}_${r.conversation_id}`,
    );
    const mine = rows.filter((r) => r.owner_kind === owner.kind && r.owner_id === owner.id);
    const byCategory = new Map(mine.map((r) => [r.category, r]));
    const notices = categories.flatMap((c) => {
      const latest = byCategory.get(c)?.latest;
      return latest ? [latest] : [];
    });
    const sides = conversations.list.flatMap((r) => [ownerOf(r, 'a'), ownerOf(r, 'b')]);
    const users = [
      ...new Set([...actorsOf(notices), ...sides.filter((o) => o.kind === 'user').map((o) => o.id)]),
    ];
    const shopIds = [...new Set(sides.filter((o) => o.kind === 'shop').map((o) => o.id))];
    const [profiles, posts, shopCards, shopCounters] = await Promise.all([
      users.length ? this.users.profiles(users) : new Map<number, PublicProfile>(),
      notices.some((n) => n.postId) ? this.notices.postsOf(notices) : new Map<number, PostBrief>(),
      shopIds.length ? this.shops.cards(shopIds) : new Map<number, ShopBrief>(),
      shops.length ? this.shopRows(shops.map((s) => s.id)) : ([] as BoxRow[]),
    ]);
    const latest = new Map(notices.map((n) => [n.id, noticeEntry(n, lang, profiles, posts)]));
    const parties = { users: profiles, shops: shopCards };
    const unreadOf = (mchId: number) =>
      shopCounters.filter((r) => r.owner_id === mchId).reduce((s, r) => s + r.unread, 0);
    return {
      categories: categories.map((c) => {
        const r = byCategory.get(c);
        return { category: c, unread: r?.unread ?? 0, latest: (r?.last_id && latest.get(r.last_id)) || null };
      }),
      shops: shops.map((s) => ({ ...s, unread: unreadOf(s.id) })),
      list: conversations.list.map((r) => conversationView(r, parties)),
      next_cursor: conversations.next_cursor,
    };
  }

  async list(
    userId: number,
    q: {
      category?: NoticeCategory;
      conversation_id?: number;
      user_id?: number;
      mch_id?: number;
      after_seq?: number;
      as_mch_id?: number;
      cursor?: string;
      limit: number;
    },
    lang: Language,
  ) {
    const given = [q.category, q.conversation_id, q.user_id, q.mch_id].filter((x) => x !== undefined);
    if (given.length !== 1) invalid('category', 'exactly one of category, conversation_id, user_id, mch_id');
    if (q.category !== undefined) {
      const owner = await this.ownerFor(userId, q.as_mch_id);
      const r = await this.notices.page(owner, q.category, q.cursor, q.limit, lang);
      return { ...r, conversation: null };
    }
    return this.chat.messages(userId, q);
  }

  /** Marks read what the body names, and answers the new counts. */
  async read(userId: number, body: ReadBody): Promise<MessageStatistics> {
    const given = [body.notice_id, body.message_id, body.conversation_id, body.category, body.all].filter(
      (x) => x !== undefined,
    );
    if (given.length !== 1)
      invalid('notice_id', 'exactly one of notice_id, message_id, conversation_id, category, all');
    if (body.seq !== undefined && body.conversation_id === undefined)
      invalid('seq', 'only with conversation_id');
    if (body.message_id !== undefined) {
      const { msg, seat } = await this.chat.seatOfMessage(userId, body.message_id);
      await this.db.transaction((tx) => this.chat.readIn(tx, seat, msg.seq));
    } else if (body.conversation_id !== undefined) {
      const seat = await this.chat.seat(userId, body.conversation_id);
      await this.db.transaction((tx) => this.chat.readIn(tx, seat, body.seq));
    } else {
      const owner = await this.ownerFor(userId, body.as_mch_id);
      if (body.notice_id !== undefined) {
        const found = await this.db.transaction((tx) => this.notices.readOne(tx, owner, body.notice_id!));
        if (!found) notFound('notice');
      } else if (body.category !== undefined) {
        const category = body.category;
        await this.db.transaction((tx) => this.notices.readBox(tx, owner, category));
      } else {
        await this.db.transaction(async (tx) => {
          await this.chat.readAllIn(tx, owner);
          await this.notices.readBox(tx, owner, null);
        });
      }
    }
    return this.statistics(userId);
  }
}

const briefs = (shops: ShopBrief[]): ShopBrief[] =>
  shops.map((s) => ({ id: s.id, name: s.name, logo: s.logo }));
