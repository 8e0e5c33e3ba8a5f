import type { TextScreen, UserDirectory, Wallet } from '../account/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import type { CatalogService } from '../mall/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { MessageService } from '../message/index.ts';
import type { PointsService } from '../points/index.ts';

/** The ports app.ts hands the module. */
export interface LiveDeps {
  users: Pick<
    UserDirectory,
    'standing' | 'profiles' | 'requireOperator' | 'person' | 'setAnchorReview' | 'ban'
  >;
  files: UploadedFiles;
  words: TextScreen;
  /** Pinned goods: cards of goods on sale; the pinnable goods of the partner shops (decision 244). */
  goods: Pick<CatalogService, 'cardsByIds' | 'onSaleOfShops'>;
  /** The live reminder to every reserver when a live starts. */
  notices: Pick<MessageService, 'notify'>;
  /** Gifts: the sender's points out, the anchor's in, one ledger row each. */
  points: Pick<PointsService, 'debit' | 'credit'>;
  wallet: Pick<Wallet, 'balances'>;
  /** Shops that invite anchors: their staff and cards. */
  merchants: Pick<MerchantService, 'requireCapability' | 'cards' | 'myShops'>;
  /** Goods sold in a live: its paid orders and their amount less refunds, in fen (the mall). */
  sales: { liveSales(liveId: number): Promise<{ count: number; amount: number }> };
  /** Reports of lives cite the forum's report reasons: the name of one, null when it is none. */
  reasons: { informCatName(catId: number): Promise<string | null> };
}
