import { z } from 'zod';
import { CursorQuery, Id, Mobile, Money, Nothing, UploadedUrl, cursorPage, endpoint } from './common.ts';

const TAG = 'user';

/** 0 none, 1 pending, 2 approved, 3 rejected: one scale for every review. */
export const ReviewStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const UserInfo = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  gender: z.number().int(),
  birthday: z.string().nullable(),
  signature: z.string(),
  dance_styles: z.array(z.string()),
  integral: z.number().int(),
  balance: Money,
  /**
   * The badge beside the name, the highest the user holds: 0 none, 1 real name verified, 2 anchor
   * (approved by the operators), 3 musician (approved); the icon is empty for 0.
   */
  authentication_type: z.number().int(),
  authentication_type_ico: z.string(),
  review_status: ReviewStatus,
  merchant_review_status: ReviewStatus,
  musician_review_status: ReviewStatus,
  anchor_review_status: ReviewStatus,
  is_real_name_authentication: z.union([z.literal(0), z.literal(1)]),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  is_operator: z.union([z.literal(0), z.literal(1)]),
  has_password: z.boolean(),
  follow_count: z.number().int(),
  fans_count: z.number().int(),
  like_count: z.number().int(),
  post_count: z.number().int(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const userInfo = endpoint({
  method: 'GET',
  path: '/api/user/user-info',
  auth: 'user',
  tag: TAG,
  summary: 'The current user with points, balance, review states and counts',
  data: UserInfo,
});

export const DANCE_STYLES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'waacking',
  'krump',
  'jazzfunk',
  'urban',
  'other',
] as const;

export const updateUserInfo = endpoint({
  method: 'POST',
  path: '/plugin/mobile/api/user/update-user-info',
  auth: 'user',
  tag: TAG,
  summary: 'Edit the profile',
  body: z.object({
    nickname: z.string().trim().min(1).max(20).optional(),
    avatar: UploadedUrl.optional(),
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .optional(),
    signature: z.string().max(140).optional(),
    dance_styles: z.array(z.enum(DANCE_STYLES)).max(10).optional(),
  }),
  data: UserInfo,
});

export const authentication = endpoint({
  method: 'POST',
  path: '/plugin/mobile/api/user/authentication',
  auth: 'user',
  tag: TAG,
  summary: 'Submit real-name verification (GB 11643 ID card), reviewed by an operator',
  body: z.object({
    real_name: z
      .string()
      .trim()
      .min(2)
      .max(30)
      .regex(/^[\p{Script=Han}·A-Za-z ]+$/u, 'Chinese or Latin letters'),
    id_card: z
      .string()
      .trim()
      .regex(/^\d{17}[\dXx]$/, '18 characters: 17 digits and a digit or X'),
  }),
  data: z.object({
    review_status: ReviewStatus,
    is_real_name_authentication: z.union([z.literal(0), z.literal(1)]),
  }),
});

export const reviewAuthentication = endpoint({
  method: 'POST',
  path: '/api/admin/user/review-authentication',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: approve or reject a real-name verification',
  body: z.object({ user_id: Id, approve: z.boolean(), reason: z.string().max(140).optional() }),
  data: Nothing,
});

export const pendingAuthentications = endpoint({
  method: 'GET',
  path: '/api/admin/user/pending-authentications',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: real-name verifications waiting for review',
  query: CursorQuery,
  data: cursorPage(
    z.object({
      user_id: z.number().int(),
      nickname: z.string(),
      real_name: z.string(),
      id_card: z.string(),
      submitted_at: z.string(),
    }),
  ),
});

export const Address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof Address>;

export const addressList = endpoint({
  method: 'GET',
  path: '/api/user/address',
  auth: 'user',
  tag: TAG,
  summary: "The current user's delivery addresses, default first",
  data: z.object({ list: z.array(Address) }),
});

export const addressDetail = endpoint({
  method: 'GET',
  path: '/api/user/address-detail',
  auth: 'user',
  tag: TAG,
  summary: 'One of my addresses',
  query: z.object({ id: Id }),
  data: Address,
});

export const addressSave = endpoint({
  method: 'POST',
  path: '/api/user/address-save',
  auth: 'user',
  tag: TAG,
  summary: 'Create (no id) or update one of my addresses',
  body: z.object({
    id: Id.optional(),
    name: z.string().trim().min(1).max(20),
    mobile: Mobile,
    province_id: Id,
    city_id: Id,
    district_id: Id,
    detail: z.string().trim().min(2).max(120),
    is_default: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
  data: Address,
});

export const addressDestroy = endpoint({
  method: 'POST',
  path: '/api/user/address-destroy',
  auth: 'user',
  tag: TAG,
  summary: 'Delete one of my addresses',
  body: z.object({ id: Id }),
  data: Nothing,
});

export const UserCard = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  signature: z.string(),
  fans_count: z.number().int(),
});

export const userSearch = endpoint({
  method: 'GET',
  path: '/api/user/search',
  auth: 'visitor',
  tag: TAG,
  summary: 'Find users by nickname, pinyin or id',
  query: CursorQuery.extend({ keyword: z.string().trim().min(1).max(40) }),
  data: cursorPage(UserCard),
});

export const mchInfo = endpoint({
  method: 'GET',
  path: '/api/user/mch-info',
  auth: 'user',
  tag: TAG,
  summary: "The current user's merchant standing",
  data: z.object({
    merchant_review_status: ReviewStatus,
    mch: z
      .object({ id: z.number().int(), name: z.string(), logo: z.string(), role: z.enum(['owner', 'clerk']) })
      .nullable(),
  }),
});

export const PLATFORMS = ['wechat', 'qq', 'weibo', 'apple'] as const;
export const Platform = z.enum(PLATFORMS);

export const bindList = endpoint({
  method: 'GET',
  path: '/api/user/bind-list',
  auth: 'user',
  tag: TAG,
  summary: 'Third-party accounts bound to me',
  data: z.object({
    list: z.array(
      z.object({
        platform: Platform,
        nickname: z.string(),
        bound: z.boolean(),
        bound_at: z.string().nullable(),
      }),
    ),
  }),
});

export const platformBind = endpoint({
  method: 'POST',
  path: '/api/user/platform-bind',
  auth: 'user',
  tag: TAG,
  summary: 'Bind a third-party account from a provider assertion',
  body: z.object({ platform: Platform, assertion: z.string().min(1).max(2000) }),
  data: Nothing,
});

export const unBind = endpoint({
  method: 'POST',
  path: '/api/user/un-bind',
  auth: 'user',
  tag: TAG,
  summary: 'Remove a third-party binding',
  body: z.object({ platform: Platform }),
  data: Nothing,
});

export const personalQrCode = endpoint({
  method: 'GET',
  path: '/api/user/personal-qr-code',
  auth: 'user',
  tag: TAG,
  summary: "A QR code (PNG data URL) of a link to the user's space",
  query: z.object({ user_id: Id.optional() }),
  data: z.object({ url: z.string(), image: z.string() }),
});

export const ForumUserInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  signature: z.string(),
  gender: z.number().int(),
  dance_styles: z.array(z.string()),
  is_real_name_authentication: z.union([z.literal(0), z.literal(1)]),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  follow_count: z.number().int(),
  fans_count: z.number().int(),
  like_count: z.number().int(),
  post_count: z.number().int(),
  is_self: z.boolean(),
  is_followed: z.boolean(),
});

export const forumUserInfo = endpoint({
  method: 'GET',
  path: '/api/user/forum-user-info',
  auth: 'visitor',
  tag: TAG,
  summary: "A user's public profile and counts (mine when no user_id)",
  query: z.object({ user_id: Id.optional() }),
  data: ForumUserInfo,
});

export const accountDestroy = endpoint({
  method: 'POST',
  path: '/api/user/account-destroy',
  auth: 'user',
  tag: TAG,
  summary: 'Close my account (needs an SMS code); orders are kept, the profile is anonymised',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  }),
  data: Nothing,
});

export const reportUser = endpoint({
  method: 'POST',
  path: '/plugin/mobile/api/user/report-user',
  auth: 'user',
  tag: TAG,
  summary: 'Report an account',
  body: z.object({
    user_id: Id,
    reason_id: Id,
    content: z.string().trim().max(500).default(''),
    images: z.array(UploadedUrl).max(9).default([]),
  }),
  data: z.object({ id: z.number().int() }),
});
