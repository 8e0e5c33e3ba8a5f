import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UploadedFiles } from '../content/files.ts';
import { AccountService, type ReportReasons, type TextScreen } from './service.ts';
import { registerAccountRoutes } from './routes.ts';
import { WechatTicketProvider } from './wechat.ts';

export { AccountService };
export type { LedgerCause, TextScreen } from './service.ts';

export function accountModule(
  p: Platform,
  deps: { files: UploadedFiles; words: TextScreen; isReportReason: ReportReasons },
) {
  const service = new AccountService(p, deps.files, deps.words, deps.isReportReason);
  const wechat = p.config.wechat
    ? new WechatTicketProvider(p.config.wechat.appId, p.config.wechat.secret)
    : null;
  p.search.register('user', async (q) => {
    const r = await service.searchUsers(q.keyword, q.cursor, q.limit);
    const titles = {
      'zh-Hans': '用户',
      'zh-Hant': '用戶',
      en: 'Users',
      es: 'Usuarios',
      fr: 'Utilisateurs',
    } as const;
    return { type: 'user', title: titles[q.lang], list: r.list, next_cursor: r.next_cursor };
  });
  return { service, routes: (app: FastifyInstance) => registerAccountRoutes(app, service, wechat) };
}
