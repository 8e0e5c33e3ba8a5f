import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withMusicLocale } from './i18n/load.ts';

const pages = withMusicLocale(() => import('./pages/music-pages.ts'));

/** Screens of music: the player, browsing, buying, downloads and practice. */
export const MUSIC_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/playing', lazyPage(pages, 'PlayingPage')],
  ['/pages/music-type', lazyPage(pages, 'MusicTypePage')],
  ['/pages/genre', lazyPage(pages, 'GenrePage')],
  ['/pages/music-rank', lazyPage(pages, 'MusicRankPage')],
  ['/pages/recommend', lazyPage(pages, 'RecommendPage')],
  ['/pages/albumList', lazyPage(pages, 'AlbumListPage')],
  ['/pages/music-recently', lazyPage(pages, 'MusicRecentlyPage')],
  ['/pages/buyMusic', lazyPage(pages, 'BuyMusicPage')],
  ['/pages/music-download', lazyPage(pages, 'MusicDownloadPage')],
  ['/pages/download', lazyPage(pages, 'DownloadPage')],
  ['/pages/downloading', lazyPage(pages, 'DownloadingPage')],
  ['/pages/tst', lazyPage(pages, 'TstPage')],
  ['/pages/music-manage', lazyPage(pages, 'MusicManagePage')],
  ['/pages/music-edit', lazyPage(pages, 'MusicEditPage')],
  ['/pages/playing/comment', lazyPage(pages, 'PlayingCommentPage')],
  ['/pages/handpick', lazyPage(pages, 'HandpickPage')],
  ['/pages/musician-authentication', lazyPage(pages, 'MusicianAuthenticationPage')],
];
