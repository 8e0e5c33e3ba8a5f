// The feed chunk: the community tab, posts, topics, circles, reports.
export { CommunityPage } from './community-page.tsx';
export { BbsDetailPage, ArticleDetailPage } from './detail-pages.tsx';
export { BbsSharePage } from './share-pages.tsx';
export { ActiveListPage, TopicDetailPage } from './topic-pages.tsx';
export { CirclePage, CircleDetailPage, CreateCirclePage } from './circle-pages.tsx';
export { InformUserPage } from './inform-page.tsx';
export { LikesListPage } from './likes-list-page.tsx';

// The chunk is ready once the community's strings are in (see routes.tsx).
export { ensureCommunityLocale as ready } from '../i18n/load.ts';
