// The video chunk: the swipe feed, one video, sharing, my videos.
export { VideoSlidePage } from './video-slide-page.tsx';
export { VideoManagePage, VideoPlayPage } from './video-manage-pages.tsx';
export { VideoSharePage } from './share-pages.tsx';

// The chunk is ready once the community's strings are in (see routes.tsx).
export { ensureCommunityLocale as ready } from '../i18n/load.ts';
