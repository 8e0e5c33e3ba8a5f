import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UploadedFiles } from '../content/files.ts';
import { AccountService, type ReportReasons, type TextScreen } from './service.ts';
import { registerAccountRoutes } from './routes.ts';
import { WechatTicketProvider } from './wechat.ts';
import { UsersRepo } from './users.repo.ts';
import { CredentialsRepo } from './credentials.repo.ts';
import { AddressesRepo } from './addresses.repo.ts';
import { WalletRepo } from './wallet.repo.ts';
import { UserDirectory } from './directory.ts';
import { Wallet, isBalanceShort, isIntegralShort } from './wallet.ts';
import { AddressBook } from './addresses.ts';

export { AccountService, AddressBook, UserDirectory, Wallet, isBalanceShort, isIntegralShort };
export type { TextScreen } from './service.ts';
export type { CountDeltas, Person, PublicProfile, ReviewStatus, Standing } from './directory.ts';
export { assertNotMuted } from './directory.ts';
export type { LedgerCause } from './wallet.ts';

/**
 * Accounts. Other modules receive three ports, never the account service: the user `directory`
 * (profiles, standing, counters), the `wallet` (balance and points) and the `addressBook`.
 */
export function accountModule(
  p: Platform,
  deps: { files: UploadedFiles; words: TextScreen; isReportReason: ReportReasons },
) {
  const repos = {
    users: new UsersRepo(p.db),
    credentials: new CredentialsRepo(),
    addresses: new AddressesRepo(),
  };
  const directory = new UserDirectory(p, repos.users);
  const wallet = new Wallet(p.db, new WalletRepo());
  const addressBook = new AddressBook(p.db, repos.addresses, repos.users);
  const service = new AccountService(p, repos, directory, deps.files, deps.words, deps.isReportReason);
  const wechat = p.config.wechat
    ? new WechatTicketProvider(p.config.wechat.appId, p.config.wechat.secret)
    : null;
  p.search.register('user', async (q) => {
    const r = await directory.searchUsers(q.keyword, q.cursor, q.limit);
    const titles = {
      'zh-Hans': '用户',
      'zh-Hant': '用戶',
      en: 'Users',
      es: 'Usuarios',
      fr: 'Utilisateurs',
    } as const;
    return { type: 'user', title: titles[q.lang], list: r.list, next_cursor: r.next_cursor };
  });
  return {
    service,
    directory,
    wallet,
    addressBook,
    routes: (app: FastifyInstance) => registerAccountRoutes(app, { service, directory, addressBook }, wechat),
  };
}
