import type { FastifyInstance } from 'fastify';
import { passport, user } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import { fail } from '../../platform/errors.ts';
import type { AccountService } from './service.ts';
import type { UserDirectory } from './directory.ts';
import type { AddressBook } from './addresses.ts';
import { jsapiSignature, nonce, type JsapiTicketProvider } from './wechat.ts';

export function registerAccountRoutes(
  app: FastifyInstance,
  {
    service: s,
    directory,
    addressBook,
  }: { service: AccountService; directory: UserDirectory; addressBook: AddressBook },
  wechat: JsapiTicketProvider | null,
): void {
  route(app, passport.accessToken, async ({ body }) => s.issueAccess(body.token), {
    noAccessToken: true,
    rateLimit: 120,
  });
  route(app, passport.login, async ({ query, body, ip }) => s.login(query.login_scenario, body, ip), {
    rateLimit: 20,
  });
  route(app, passport.logout, async ({ userId }) => {
    await s.logout(userId);
    return null;
  });
  route(
    app,
    passport.sendSms,
    async ({ body, ip, userId }) => s.sendSms(userId, body.mobile, body.scene, ip),
    {
      rateLimit: 10,
    },
  );
  route(
    app,
    passport.setPassword,
    async ({ userId, auth, body }) => {
      await s.setPassword(userId, auth.loginTokenId, body);
      return null;
    },
    { rateLimit: 10 },
  );
  route(
    app,
    passport.wechatSignature,
    async ({ body }) => {
      if (!wechat) fail('WECHAT_NOT_CONFIGURED');
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = nonce();
      let ticket: string;
      try {
        ticket = await wechat.ticket();
      } catch {
        fail('UNAVAILABLE');
      }
      return {
        appId: wechat.appId,
        timestamp,
        nonceStr,
        signature: jsapiSignature(ticket, nonceStr, timestamp, body.url),
      };
    },
    { rateLimit: 60 },
  );

  route(app, user.userInfo, async ({ userId }) => s.userInfo(userId));
  route(app, user.updateUserInfo, async ({ userId, body }) => s.updateProfile(userId, body));
  route(
    app,
    user.authentication,
    async ({ userId, body }) => s.submitRealName(userId, body.real_name, body.id_card),
    {
      rateLimit: 10,
    },
  );
  route(app, user.reviewAuthentication, async ({ userId, body }) => {
    await s.reviewRealName(userId, body.user_id, body.approve, body.reason);
    return null;
  });
  route(app, user.pendingAuthentications, async ({ userId, query }) =>
    s.pendingReviews(userId, query.cursor, query.limit),
  );
  route(app, user.addressList, async ({ userId }) => ({ list: await addressBook.list(userId) }));
  route(app, user.addressDetail, async ({ userId, query }) => addressBook.get(userId, query.id));
  route(app, user.addressSave, async ({ userId, body }) => addressBook.save(userId, body));
  route(app, user.addressDestroy, async ({ userId, body }) => {
    await addressBook.destroy(userId, body.id);
    return null;
  });
  route(app, user.userSearch, async ({ query }) =>
    directory.searchUsers(query.keyword, query.cursor, query.limit),
  );
  route(app, user.bindList, async ({ userId }) => s.bindList(userId));
  route(app, user.platformBind, async ({ userId, body }) => {
    await s.bind(userId, body.platform, body.assertion);
    return null;
  });
  route(app, user.unBind, async ({ userId, body }) => {
    await s.unbind(userId, body.platform);
    return null;
  });
  route(app, user.personalQrCode, async ({ userId, query, req }) =>
    s.qrCode(userId, query.user_id, `${req.protocol}://${req.host}`),
  );
  route(
    app,
    user.accountDestroy,
    async ({ userId, body }) => {
      await s.destroy(userId, body.code);
      return null;
    },
    { rateLimit: 10 },
  );
  route(app, user.reportUser, async ({ userId, body }) => s.reportUser(userId, body), { rateLimit: 20 });
}
