import { z } from 'zod';
import { Empty, Mobile, Nothing, endpoint } from './common.ts';
import { UserInfo } from './user.ts';

const TAG = 'passport';

export const accessToken = endpoint({
  method: 'POST',
  path: '/api/passport/access-token',
  auth: 'visitor',
  tag: TAG,
  summary: 'Exchange a login token (or nothing) for a short-lived access token',
  body: z.object({ token: z.string().max(200).optional() }),
  data: z.object({
    access_token: z.string(),
    /** Unix seconds. */
    expired_at: z.number().int(),
    scope: z.enum(['public', 'protected']),
  }),
});

export const LoginScenario = z.enum(['sms', 'password']);

export const login = endpoint({
  method: 'POST',
  path: '/api/passport/login',
  auth: 'visitor',
  tag: TAG,
  summary: 'Log in by SMS code (creates the account on first login) or by password',
  query: z.object({ login_scenario: LoginScenario }),
  body: z.object({
    mobile: Mobile,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits')
      .optional(),
    password: z.string().min(1).max(64).optional(),
  }),
  data: z.object({ token: z.string(), token_expired_at: z.number().int(), user: UserInfo }),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/passport/logout',
  auth: 'user',
  tag: TAG,
  summary: 'Revoke every token of the current user',
  body: Empty,
  data: Nothing,
});

export const SmsScene = z.enum(['login', 'password', 'destroy']);

export const sendSms = endpoint({
  method: 'POST',
  path: '/api/sms/send-sms',
  auth: 'visitor',
  tag: TAG,
  summary:
    "Send a six-digit code: to `mobile` for login; to the logged-in user's own number for password and destroy",
  body: z.object({ mobile: Mobile.optional(), scene: SmsScene.default('login') }),
  data: z.object({ expire_in: z.number().int(), interval: z.number().int() }),
});

export const Password = z
  .string()
  .min(8, 'at least 8 characters')
  .max(32, 'at most 32 characters')
  .regex(/^(?=.*[A-Za-z])(?=.*\d)\S+$/, 'letters and digits, no spaces');

export const setPassword = endpoint({
  method: 'POST',
  path: '/plugin/mobile/api/user/password',
  auth: 'user',
  tag: TAG,
  summary: 'Set a password, or change it with the old password or an SMS code; other sessions end',
  body: z.object({
    password: Password,
    old_password: z.string().max(64).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits')
      .optional(),
  }),
  data: Nothing,
});

export const wechatSignature = endpoint({
  method: 'POST',
  path: '/api/index/wechat-signature',
  auth: 'visitor',
  tag: TAG,
  summary: 'WeChat JS-SDK signature for a page URL',
  body: z.object({ url: z.string().url().max(1000) }),
  data: z.object({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z.string(),
  }),
});

export const MallSetting = z.object({
  app_name: z.string(),
  version: z.string(),
  version_code: z.number().int(),
  languages: z.array(z.string()),
  default_language: z.string(),
  payment_methods: z.array(z.string()),
  /** The online gateway's display name from configuration; null: show a generic "online payment". */
  payment_gateway_name: z.string().nullable(),
  features: z.record(z.string(), z.boolean()),
  service: z.object({ mobile: z.string(), email: z.string(), wechat: z.string(), hours: z.string() }),
  agreements: z.object({ user: z.number().int(), privacy: z.number().int(), app_intro: z.number().int() }),
});

export const mallSetting = endpoint({
  method: 'GET',
  path: '/api/index/mall-setting',
  auth: 'visitor',
  tag: 'content',
  summary: 'App settings: name, version, languages, payments, feature switches, contact, agreements',
  data: MallSetting,
});
