import type { CatalogService, OrderLifecycle } from '../mall/index.ts';
import type { TextScreen, UserDirectory } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { UploadedFiles } from '../content/files.ts';

/** What the module needs of the mall's catalogue: goods of type `music`, their SKU and locks. */
export type Catalog = Pick<CatalogService, 'create' | 'edit' | 'putSku' | 'lockSkus'>;

/** The ports app.ts hands the module. */
export interface MusicDeps {
  files: UploadedFiles;
  words: TextScreen;
  /** Commenters' names and avatars; operators curate the handpicked lists. */
  users: Pick<UserDirectory, 'profiles' | 'requireOperator'>;
  merchants: Pick<MerchantService, 'requireStaff' | 'roleOf' | 'cards' | 'myShops'>;
  catalog: Catalog;
  lifecycle: OrderLifecycle;
}
