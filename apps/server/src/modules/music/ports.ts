import type { CatalogService, OrderLifecycle } from '../mall/index.ts';
import type { TextScreen, UserDirectory } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import type { MessageService } from '../message/index.ts';

/**
 * What the module needs of the mall's catalogue: goods of type `music`, their SKU and locks, and the
 * goods collect a track's like is (decision 226).
 */
export type Catalog = Pick<
  CatalogService,
  'create' | 'edit' | 'putSku' | 'lockSkus' | 'isCollected' | 'collections'
>;

/** The ports app.ts hands the module. */
export interface MusicDeps {
  files: UploadedFiles;
  words: TextScreen;
  /** Commenters' names and avatars; operators curate the handpicked lists and review musicians. */
  users: Pick<UserDirectory, 'profiles' | 'requireOperator' | 'standing' | 'setMusicianReview'>;
  merchants: Pick<MerchantService, 'requireCapability' | 'roleOf' | 'cards' | 'myShops' | 'openOwnShop'>;
  /** The applicant hears of the musician review in the message box. */
  notices: Pick<MessageService, 'notify'>;
  catalog: Catalog;
  lifecycle: OrderLifecycle;
}
