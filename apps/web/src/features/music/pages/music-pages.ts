export { PlayingPage } from './playing-page.tsx';
export {
  AlbumListPage,
  GenrePage,
  MusicRankPage,
  MusicRecentlyPage,
  MusicTypePage,
  RecommendPage,
} from './browse-pages.tsx';
export { BuyMusicPage, MusicDownloadPage } from './buy-pages.tsx';
export { DownloadPage, DownloadingPage } from './download-pages.tsx';
export { TstPage } from './tst-page.tsx';
export { MusicEditPage, MusicManagePage } from './manage-pages.tsx';
export { HandpickPage, PlayingCommentPage } from './talk-pages.tsx';
export { MusicianAuthenticationPage } from './musician-page.tsx';
