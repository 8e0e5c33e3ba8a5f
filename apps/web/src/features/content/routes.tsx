import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';

const pages = {
  feedback: () => import('./pages/feedback-page.tsx'),
  appIntro: () => import('./pages/app-intro-page.tsx'),
  webView: () => import('./pages/web-view-page.tsx'),
};

/** Screens of content: feedback, the app's introduction, articles and external pages. */
export const CONTENT_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/feedback', lazyPage(pages.feedback, 'FeedbackPage')],
  ['/pages/app-intro', lazyPage(pages.appIntro, 'AppIntroPage')],
  ['/pages/web-view', lazyPage(pages.webView, 'WebViewPage')],
];
