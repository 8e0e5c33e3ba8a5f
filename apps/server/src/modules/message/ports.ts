import type { ChatCard, CardType } from '@dance/contracts/message';

/** The community's rules between two users, as chat needs them (wired in app.ts, late). */
export interface ChatSocial {
  /**
   * In one statement, what a send asks: whether the sender may message the recipient (blocks either
   * way, then the recipient's who_can_message) and whether the recipient follows the sender.
   */
  messageGate(senderId: number, recipientId: number): Promise<{ allowed: boolean; followedBack: boolean }>;
}

export interface ShopBrief {
  id: number;
  name: string;
  logo: string;
}

/** Shops as chat needs them: who answers for a shop, and its name and logo (the merchant module). */
export interface ChatShops {
  roleOf(userId: number, mchId: number): Promise<'owner' | 'clerk' | null>;
  myShops(userId: number): Promise<(ShopBrief & { role: 'owner' | 'clerk' })[]>;
  /** `myShops` of several users at once (none for a closed user), in a fixed number of reads. */
  myShopsOf(userIds: number[]): Promise<Map<number, (ShopBrief & { role: 'owner' | 'clerk' })[]>>;
  cards(ids: number[]): Promise<Map<number, ShopBrief>>;
  /** Throws not found for a shop that does not exist. */
  detail(id: number): Promise<ShopBrief>;
}

/** Files a report into the operators' queue against a user's account; answers the report's id. */
export type ReportUser = (
  reporterId: number,
  report: { userId: number; catId: number; content: string },
) => Promise<number>;

/** Where a card is sent: the conversation's kind, its shop and buyer, and whether I answer as the shop. */
export interface CardPlace {
  kind: 'user' | 'shop';
  mchId: number | null;
  buyerId: number;
  asShop: boolean;
}

/**
 * Makes the card a user sends (a post, goods, an order, an activity) from its id, as the module
 * that owns it shows it: null when the sender may not share it (gone, private, not theirs).
 */
export type CardResolver = (senderId: number, id: number, place: CardPlace) => Promise<ChatCard | null>;

export type CardResolvers = Partial<Record<CardType, CardResolver>>;
