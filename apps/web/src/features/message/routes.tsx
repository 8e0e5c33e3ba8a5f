import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withMessageLocale } from './i18n/load.ts';

const pages = withMessageLocale(() => import('./pages/message-pages.ts'));

/** The message box, one category of notices, and a conversation. */
export const MESSAGE_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/message', lazyPage(pages, 'MessagePage')],
  ['/pages/message-type', lazyPage(pages, 'MessageTypePage')],
  ['/pages/message-chat', lazyPage(pages, 'MessageChatPage')],
];
