import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import type { ChunkModules, ChunkName } from './chunks.ts';

/**
 * Loads one community chunk through the small chunks.ts: the first screen holds this one import()
 * instead of one per page. A chunk resolves once the community's strings are in.
 */
export const loadChunk =
  <N extends ChunkName>(name: N) =>
  (): Promise<ChunkModules[N]> =>
    import('./chunks.ts').then(({ CHUNKS }) => CHUNKS[name]() as Promise<ChunkModules[N]>);

const feed = loadChunk('feed');
const editor = loadChunk('editor');
const people = loadChunk('people');
const video = loadChunk('video');

type Group = () => Promise<Record<string, unknown>>;
const TABLE: ReadonlyArray<readonly [string, Group, string]> = [
  ['/pages/community/community', feed, 'CommunityPage'],
  ['/pages/bbs-detail', feed, 'BbsDetailPage'],
  ['/pages/article-detail', feed, 'ArticleDetailPage'],
  ['/pages/bbs-share', feed, 'BbsSharePage'],
  ['/pages/topic-detail', feed, 'TopicDetailPage'],
  ['/pages/active-list', feed, 'ActiveListPage'],
  ['/pages/circle', feed, 'CirclePage'],
  ['/pages/circle-detail', feed, 'CircleDetailPage'],
  ['/pages/create-circle', feed, 'CreateCirclePage'],
  ['/pages/inform-user', feed, 'InformUserPage'],
  ['/pages/likes-list', feed, 'LikesListPage'],
  ['/pages/release', editor, 'ReleasePage'],
  ['/pages/releaseH5', editor, 'ReleaseH5Page'],
  ['/pages/releaseSelect', editor, 'ReleaseSelectPage'],
  ['/pages/draft', editor, 'DraftPage'],
  ['/pages/select-tag', editor, 'SelectTagPage'],
  ['/pages/shareInterestList', editor, 'ShareInterestListPage'],
  ['/pages/my-space', people, 'MySpacePage'],
  ['/pages/fans-list/fans-type', people, 'FansTypePage'],
  ['/pages/fans-list/fans-list', people, 'FansListPage'],
  ['/pages/collection', people, 'CollectionPage'],
  ['/pages/message-like', people, 'MessageLikePage'],
  ['/pages/video-play', video, 'VideoPlayPage'],
  ['/pages/video-slide', video, 'VideoSlidePage'],
  ['/pages/video-share', video, 'VideoSharePage'],
  ['/pages/video-manage', video, 'VideoManagePage'],
];

/** Screens of the community: posts, comments, topics, circles, short video. */
export const COMMUNITY_ROUTES: ReadonlyArray<PageRoute> = TABLE.map(
  ([path, group, name]) => [path, lazyPage(group, name)] as const,
);
