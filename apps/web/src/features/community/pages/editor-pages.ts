// The editor chunk: publishing, drafts, interest tags.
export {
  DraftPage,
  ReleaseH5Page,
  ReleasePage,
  ReleaseSelectPage,
  SelectTagPage,
  ShareInterestListPage,
} from './release-pages.tsx';

// The chunk is ready once the community's strings are in (see routes.tsx).
export { ensureCommunityLocale as ready } from '../i18n/load.ts';
