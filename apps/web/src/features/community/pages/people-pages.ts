// The people chunk: spaces, follows and fans, collections, likes received.
export { MySpacePage } from './space-page.tsx';
export { CollectionPage, FansListPage, FansTypePage, MessageLikePage } from './social-pages.tsx';

// The chunk is ready once the community's strings are in (see routes.tsx).
export { ensureCommunityLocale as ready } from '../i18n/load.ts';
