import { z } from 'zod';
import { CursorQuery, Id, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { UserCard } from './user.ts';

const TAG = 'content';

export interface Region {
  id: number;
  name: string;
  children?: Region[];
}
export const Region: z.ZodType<Region> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), children: z.array(Region).optional() }),
);

export const district = endpoint({
  method: 'GET',
  path: '/api/default/district',
  auth: 'visitor',
  tag: TAG,
  summary: 'The Chinese province / city / district tree',
  data: z.object({ list: z.array(Region) }),
});

export const SearchSection = z.object({
  type: z.string(),
  title: z.string(),
  list: z.array(z.record(z.string(), z.unknown())),
  next_cursor: z.string().nullable(),
});

export const search = endpoint({
  method: 'GET',
  path: '/api/search/search',
  auth: 'visitor',
  tag: 'search',
  summary: 'Search every domain; each domain adds its own section',
  query: CursorQuery.extend({
    keyword: z.string().trim().min(1).max(40),
    type: z.string().trim().max(20).default('all'),
  }),
  data: z.object({ keyword: z.string(), sections: z.array(SearchSection) }),
});

export const userSearchItem = UserCard;

export interface Category {
  id: number;
  name: string;
  pic: string;
  children: Category[];
}
export const Category: z.ZodType<Category> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), pic: z.string(), children: z.array(Category) }),
);

export const catList = endpoint({
  method: 'GET',
  path: '/api/cat/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'The category tree of one goods kind',
  query: z.object({ type: z.enum(['goods', 'activity', 'course', 'music']).default('goods') }),
  data: z.object({ list: z.array(Category) }),
});

export const emojiList = endpoint({
  method: 'GET',
  path: '/api/emoji/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Emoji groups for the comment and chat keyboards',
  data: z.object({
    list: z.array(
      z.object({ group: z.string(), list: z.array(z.object({ code: z.string(), char: z.string() })) }),
    ),
  }),
});

export const ArticleSummary = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  created_at: z.string(),
});

export const articleList = endpoint({
  method: 'GET',
  path: '/api/article/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Articles of one type (agreement, notice, help, intro)',
  query: CursorQuery.extend({ type: z.enum(['agreement', 'notice', 'help', 'intro', 'all']).default('all') }),
  data: cursorPage(ArticleSummary),
});

export const articleDetail = endpoint({
  method: 'GET',
  path: '/api/article/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One article with its sanitised HTML body',
  query: z.object({ id: Id }),
  data: ArticleSummary.extend({ content: z.string() }),
});

export const ADVERT_POSITIONS = [
  'home_banner',
  'home_notice',
  'activity_banner',
  'mall_banner',
  'splash',
] as const;

export const advertList = endpoint({
  method: 'GET',
  path: '/api/site/advert-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Adverts of one position, in order',
  query: z.object({ position: z.enum(ADVERT_POSITIONS).default('home_banner') }),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        pic_url: z.string(),
        link_url: z.string(),
        position: z.string(),
      }),
    ),
  }),
});

export const feedbackCategory = endpoint({
  method: 'GET',
  path: '/api/feedback/category',
  auth: 'visitor',
  tag: TAG,
  summary: 'Feedback categories',
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const addFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback/add-feedback',
  auth: 'user',
  tag: TAG,
  summary: 'Send feedback: text and up to 9 images',
  body: z.object({
    category_id: Id,
    content: z.string().trim().min(5).max(500),
    images: z.array(UploadedUrl).max(9).default([]),
    contact: z.string().trim().max(50).default(''),
  }),
  data: z.object({ id: z.number().int() }),
});

export const reportReasonList = endpoint({
  method: 'GET',
  path: '/api/index/report-reason-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Reasons a user can pick when reporting',
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const UploadKind = z.enum(['image', 'audio', 'video']);
export type UploadKind = z.infer<typeof UploadKind>;

export const uploadToken = endpoint({
  method: 'POST',
  path: '/api/attachment/upload-token',
  auth: 'user',
  tag: TAG,
  summary: 'Where and how to upload a file: our own URL with a signed token, or a presigned S3 PUT',
  body: z.object({
    kind: UploadKind.default('image'),
    filename: z.string().trim().max(200).default('file'),
    size: z.number().int().positive().optional(),
  }),
  data: z.object({
    store: z.enum(['local', 's3']),
    method: z.enum(['POST', 'PUT']),
    url: z.string(),
    field: z.string(),
    headers: z.record(z.string(), z.string()),
    /** The URL the file is served from once uploaded (S3); local uploads answer with it. */
    public_url: z.string().nullable(),
    max_size: z.number().int(),
    expires_at: z.number().int(),
  }),
});

export const UploadedFile = z.object({
  url: z.string(),
  kind: UploadKind,
  mime: z.string(),
  size: z.number().int(),
});

export const upload = endpoint({
  method: 'POST',
  path: '/api/attachment/upload',
  auth: 'visitor',
  tag: TAG,
  summary: 'Multipart upload (field `file`) authorised by the signed token from upload-token',
  query: z.object({ token: z.string().min(10).max(1000) }),
  data: UploadedFile,
});
