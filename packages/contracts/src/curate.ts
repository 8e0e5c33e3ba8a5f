// Contracts of the operator console's curating calls, for the editor role (and super): the
// prohibited and sensitive words, the two lists of report reasons, the adverts of every position,
// articles (notices and agreements) and the hot topics' pins. Every change is logged once in the
// operators' action log, in the transaction of the change.
import { z } from 'zod';
import { CursorQuery, Id, Nothing, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { ADVERT_POSITIONS } from './content.ts';

const TAG = 'curate';
const BASE = '/api/admin/curate';

// ---------- sensitive and prohibited words ----------

/** block: a text holding the word is refused; review: it waits for an operator. */
export const WORD_LEVELS = ['block', 'review'] as const;
export const WordLevel = z.enum(WORD_LEVELS);

export const Word = z.object({
  id: z.number().int(),
  word: z.string(),
  level: WordLevel,
  created_at: z.string(),
});

export const wordList = endpoint({
  method: 'GET',
  path: `${BASE}/word/list`,
  auth: 'user',
  tag: TAG,
  summary: 'The word lists, newest first; filtered by level and by a part of the word',
  query: CursorQuery.extend({
    level: WordLevel.optional(),
    keyword: z.string().trim().max(40).optional(),
  }),
  data: cursorPage(Word),
});

export const wordAdd = endpoint({
  method: 'POST',
  path: `${BASE}/word/add`,
  auth: 'user',
  tag: TAG,
  summary:
    'Add a word (effective on the next text checked, in every process); a word already listed answers 9501',
  body: z.object({ word: z.string().trim().min(1).max(40), level: WordLevel }),
  data: Word,
});

export const wordRemove = endpoint({
  method: 'POST',
  path: `${BASE}/word/remove`,
  auth: 'user',
  tag: TAG,
  summary: 'Remove a word (effective on the next text checked); a word already removed answers 1404',
  body: z.object({ id: Id }),
  data: Nothing,
});

// ---------- report reasons: inform_cat (posts, comments, users) and report_reason ----------

const Name = z.string().trim().min(1).max(20);

/** The name in the other four interface languages (`name` is Simplified Chinese); empty: none. */
export const ReasonNames = z
  .object({
    'zh-Hant': z.string().trim().max(20),
    en: z.string().trim().max(20),
    es: z.string().trim().max(20),
    fr: z.string().trim().max(20),
  })
  .partial();

export const Reason = z.object({
  id: z.number().int(),
  /** Simplified Chinese. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  sort: z.number().int(),
  /** A removed reason: no longer offered, kept for the reports that cite it. */
  hidden: z.boolean(),
});

const Sort = Numeric.pipe(z.number().int().min(0).max(9999));

const ReasonAdd = z.object({ name: Name, names: ReasonNames.default({}), sort: Sort.default(0) });
const ReasonEdit = z.object({
  id: Id,
  name: Name.optional(),
  names: ReasonNames.optional(),
  sort: Sort.optional(),
  /** false offers a removed reason again. */
  hidden: z.boolean().optional(),
});

function reasonCalls(path: string, what: string) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${BASE}/${path}/list`,
      auth: 'user',
      tag: TAG,
      summary: `Every ${what}, removed ones too, in their order`,
      data: z.object({ list: z.array(Reason) }),
    }),
    add: endpoint({
      method: 'POST',
      path: `${BASE}/${path}/add`,
      auth: 'user',
      tag: TAG,
      summary: `Add a ${what}; a name already listed answers 9502`,
      body: ReasonAdd,
      data: Reason,
    }),
    edit: endpoint({
      method: 'POST',
      path: `${BASE}/${path}/edit`,
      auth: 'user',
      tag: TAG,
      summary: `Change a ${what}'s names, order or visibility`,
      body: ReasonEdit,
      data: Reason,
    }),
    remove: endpoint({
      method: 'POST',
      path: `${BASE}/${path}/remove`,
      auth: 'user',
      tag: TAG,
      summary: `Remove a ${what}: hidden, never deleted, so the reports that cite it keep their reason; a removed one answers 1404`,
      body: z.object({ id: Id }),
      data: Nothing,
    }),
  };
}

const informCat = reasonCalls('inform-cat', 'reason of post, comment and user reports');
export const informCatList = informCat.list;
export const informCatAdd = informCat.add;
export const informCatEdit = informCat.edit;
export const informCatRemove = informCat.remove;

const reportReason = reasonCalls('report-reason', 'report reason');
export const reportReasonList = reportReason.list;
export const reportReasonAdd = reportReason.add;
export const reportReasonEdit = reportReason.edit;
export const reportReasonRemove = reportReason.remove;

// ---------- adverts ----------

export const AdvertPosition = z.enum(ADVERT_POSITIONS);

/** Where an advert leads: nowhere, a page of the app (`/pages/...`, `#/pages/...`) or a web page. */
export const AdvertLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|#\/[^\s]*|https?:\/\/[^\s]+)$/, 'a page of the app (/pages/...) or an http(s) address');

export const AdminAdvert = z.object({
  id: z.number().int(),
  position: AdvertPosition,
  title: z.string(),
  pic_url: z.string(),
  link_url: z.string(),
  sort: z.number().int(),
  shown: z.boolean(),
});

export const advertList = endpoint({
  method: 'GET',
  path: `${BASE}/advert/list`,
  auth: 'user',
  tag: TAG,
  summary: 'Every advert of a position, hidden ones too, in their order',
  query: z.object({ position: AdvertPosition.default('home_banner') }),
  data: z.object({ list: z.array(AdminAdvert) }),
});

export const advertSave = endpoint({
  method: 'POST',
  path: `${BASE}/advert/save`,
  auth: 'user',
  tag: TAG,
  summary:
    'Create an advert (no id) or edit one; the picture is an image the operator uploaded; shows at once',
  body: z.object({
    id: Id.optional(),
    position: AdvertPosition,
    title: z.string().trim().min(1).max(60),
    pic_url: UploadedUrl,
    link_url: AdvertLink.default(''),
    sort: Sort.default(0),
    shown: z.boolean().default(true),
  }),
  data: AdminAdvert,
});

export const advertRemove = endpoint({
  method: 'POST',
  path: `${BASE}/advert/remove`,
  auth: 'user',
  tag: TAG,
  summary: 'Delete an advert (gone at once); one already removed answers 1404',
  body: z.object({ id: Id }),
  data: Nothing,
});

// ---------- articles ----------

export const ARTICLE_TYPES = ['agreement', 'notice', 'help', 'intro'] as const;
export const ArticleType = z.enum(ARTICLE_TYPES);

const Translation = z.object({
  title: z.string().trim().min(1).max(100),
  summary: z.string().trim().max(300).default(''),
  content: z.string().trim().min(1).max(100_000),
});

/** The article in the other four interface languages (the main fields are Simplified Chinese). */
export const ArticleTranslations = z
  .object({ 'zh-Hant': Translation, en: Translation, es: Translation, fr: Translation })
  .partial();

export const AdminArticleSummary = z.object({
  id: z.number().int(),
  type: z.string(),
  /** The stable name the app links to (`user-agreement`, `privacy`, `app-intro`), else null. */
  key: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  hidden: z.boolean(),
  created_at: z.string(),
});

export const AdminArticle = AdminArticleSummary.extend({
  content: z.string(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), summary: z.string(), content: z.string() }),
  ),
});

export const articleList = endpoint({
  method: 'GET',
  path: `${BASE}/article/list`,
  auth: 'user',
  tag: TAG,
  summary: 'Articles of a type, hidden ones too, newest first',
  query: CursorQuery.extend({ type: z.enum([...ARTICLE_TYPES, 'all']).default('all') }),
  data: cursorPage(AdminArticleSummary),
});

export const articleDetail = endpoint({
  method: 'GET',
  path: `${BASE}/article/detail`,
  auth: 'user',
  tag: TAG,
  summary: 'One article as stored, with its translations, for editing',
  query: z.object({ id: Id }),
  data: AdminArticle,
});

export const articleSave = endpoint({
  method: 'POST',
  path: `${BASE}/article/save`,
  auth: 'user',
  tag: TAG,
  summary: 'Create an article (no id) or edit one; the HTML is sanitised before it is stored',
  body: z.object({
    id: Id.optional(),
    type: ArticleType,
    title: z.string().trim().min(1).max(100),
    summary: z.string().trim().max(300).default(''),
    /** An image the operator uploaded, or empty. */
    cover: z.string().trim().max(500).default(''),
    content: z.string().trim().min(1).max(100_000),
    translations: ArticleTranslations.default({}),
  }),
  data: AdminArticle,
});

export const articleVisibility = endpoint({
  method: 'POST',
  path: `${BASE}/article/visibility`,
  auth: 'user',
  tag: TAG,
  summary: 'Hide an article from the app, or show it again',
  body: z.object({ id: Id, hidden: z.boolean() }),
  data: AdminArticleSummary,
});

// ---------- hot topics ----------

/** Positions of the hot list an operator may pin a topic to. */
export const MAX_PIN_POSITION = 20;

export const PinnedTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  post_count: z.number().int(),
  hot_score: z.number().int(),
  position: z.number().int(),
});

export const topicPins = endpoint({
  method: 'GET',
  path: `${BASE}/topic/pins`,
  auth: 'user',
  tag: TAG,
  summary: 'The pinned topics in their order (they lead the hot list)',
  data: z.object({ list: z.array(PinnedTopic) }),
});

export const topicPin = endpoint({
  method: 'POST',
  path: `${BASE}/topic/pin`,
  auth: 'user',
  tag: TAG,
  summary:
    'Pin a topic to a position of the hot list (or move it); a position held by another topic answers 9503',
  body: z.object({ topic_id: Id, position: Numeric.pipe(z.number().int().min(1).max(MAX_PIN_POSITION)) }),
  data: PinnedTopic,
});

export const topicUnpin = endpoint({
  method: 'POST',
  path: `${BASE}/topic/unpin`,
  auth: 'user',
  tag: TAG,
  summary: 'Unpin a topic: it takes its place by activity again; a topic not pinned answers 1404',
  body: z.object({ topic_id: Id }),
  data: Nothing,
});
