import { decodeCursor, page } from '../../platform/cursor.ts';
import { createHash } from 'node:crypto';
import { LANGUAGES, type BodyOf, type Language, type content as contentContracts } from '@dance/contracts';
import type { Category, Region } from '@dance/contracts/content';
import type { MallSetting } from '@dance/contracts/passport';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { word } from '../../platform/i18n.ts';
import type { Platform } from '../../platform/platform.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { REGIONS } from '../../platform/regions.ts';
import { emojiGroups } from './emoji.ts';
import type { ContentRepo, ArticleRow, ArticleSummaryRow, CategoryRow } from './content.repo.ts';
import type { ArticleTranslations } from '../../db/schema/content.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { fileFields, type UploadedFiles } from './files.ts';

export const APP_VERSION = '1.0.47';
export const APP_VERSION_CODE = 147;

/** The stable keys of the articles the app links to from login and settings. */
export const AGREEMENT_KEYS = { user: 'user-agreement', privacy: 'privacy', app_intro: 'app-intro' } as const;

const SERVICE_CONTACT = { mobile: '400-820-1314', email: 'service@dance.example', wechat: 'dance_service' };

export interface DistrictTree {
  list: Region[];
  /** Strong validator of the tree, so clients revalidate with If-None-Match and get 304. */
  etag: string;
}

let districtTree: DistrictTree | null = null;

function toSummary(r: ArticleSummaryRow) {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    created_at: r.createdAt.toISOString(),
  };
}

/** An article's text in the request's language, where the operator gave one (else Chinese). */
function translated(r: ArticleRow, lang: Language): ArticleRow {
  const t = lang === 'zh-Hans' ? undefined : r.translations[lang];
  return t ? { ...r, title: t.title, summary: t.summary, content: t.content } : r;
}

/** A short list's entries named in the request's language, Simplified Chinese where none is given. */
function inLanguage(rows: { id: number; name: string; names: Record<string, string> }[], lang: Language) {
  return rows.map((r) => ({ id: r.id, name: (lang !== 'zh-Hans' && r.names[lang]) || r.name }));
}

/** Builds the tree of one category type; orphans (a parent that no longer exists) are left out. */
export function categoryTree(rows: CategoryRow[]): Category[] {
  const nodes = new Map<number, Category>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, pic: r.pic, children: [] }]),
  );
  const roots: Category[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parentId === 0) roots.push(node);
    else if (r.parentId !== r.id) nodes.get(r.parentId)?.children.push(node);
  }
  return roots;
}

/** Settings, the region tree, categories, emoji, articles, adverts, feedback and report reasons. */
export class ContentService {
  // Operators change adverts and agreements rarely; the home screen asks for them constantly.
  private readonly agreementIds = new TtlCache<string, { key: string | null; id: number }[]>(30_000);
  private readonly advertCache = new TtlCache<string, Awaited<ReturnType<ContentRepo['adverts']>>>(30_000);

  /** The ways of paying operators switched off (the mall's payment settings, wired in app.ts). */
  private payTypesOff: () => Promise<readonly string[]> = async () => [];

  constructor(
    private readonly p: Platform,
    private readonly repo: ContentRepo,
    private readonly files: UploadedFiles,
  ) {}

  usePaymentSettings(off: () => Promise<readonly string[]>): void {
    this.payTypesOff = off;
  }

  async mallSetting(lang: Language): Promise<z.output<typeof MallSetting>> {
    const rows = await this.agreementIds.get('all', () =>
      this.repo.articleIdsByKey(this.p.db, Object.values(AGREEMENT_KEYS)),
    );
    const idOf = (key: string) => rows.find((r) => r.key === key)?.id ?? 0;
    const { config } = this.p;
    const off = await this.payTypesOff();
    return {
      app_name: word('app_name', lang),
      version: APP_VERSION,
      version_code: APP_VERSION_CODE,
      languages: [...LANGUAGES],
      default_language: 'zh-Hans',
      payment_methods: config.paymentProviders.filter((m) => !off.includes(m)),
      payment_gateway_name: config.paymentGatewayName,
      features: {
        sms_login: true,
        password_login: true,
        wechat_login: Boolean(config.wechat),
        wechat_share: Boolean(config.wechat),
        real_name: true,
        mall: true,
        activity: true,
        course: true,
        music: true,
        live: true,
        short_video: true,
        chat: true,
        sign_in: true,
        direct_upload: config.storage.kind === 's3',
      },
      service: { ...SERVICE_CONTACT, hours: word('service_hours', lang) },
      agreements: {
        user: idOf(AGREEMENT_KEYS.user),
        privacy: idOf(AGREEMENT_KEYS.privacy),
        app_intro: idOf(AGREEMENT_KEYS.app_intro),
      },
    };
  }

  /** The region tree never changes while the process runs: built and hashed once. */
  districts(): DistrictTree {
    if (!districtTree) {
      const list = REGIONS.tree;
      const etag = `"${createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 27)}"`;
      districtTree = { list, etag };
    }
    return districtTree;
  }

  async categories(type: string): Promise<Category[]> {
    return categoryTree(await this.repo.categories(this.p.db, type));
  }

  emoji(lang: Language) {
    return emojiGroups(lang);
  }

  async articles(type: string, cursor: string | undefined, limit: number, lang: Language) {
    const before = decodeCursor(cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.articles(this.p.db, lang, type === 'all' ? null : type, before, limit + 1);
    const { list, next_cursor } = page(rows, limit, (a) => String(a.id));
    return { list: list.map(toSummary), next_cursor };
  }

  async article(id: number, lang: Language) {
    const row = await this.repo.article(this.p.db, id);
    if (!row) notFound(word('article', lang));
    const text = translated(row, lang);
    return { ...toSummary(text), content: sanitizeArticleHtml(text.content) };
  }

  /** An editor changed adverts or articles: this process reads them afresh (see curation.ts). */
  forget(what: 'advert' | 'article'): void {
    if (what === 'advert') this.advertCache.clear();
    else this.agreementIds.clear();
  }

  adverts(position: string) {
    return this.advertCache.get(position, () => this.repo.adverts(this.p.db, position));
  }

  async feedbackCategories(lang: Language) {
    return inLanguage(await this.repo.feedbackCategories(this.p.db), lang);
  }

  async reportReasons(lang: Language) {
    return inLanguage(await this.repo.reportReasons(this.p.db), lang);
  }

  // ---------- what operators publish (the demo seed; later the operator console) ----------

  addArticle(a: {
    type: string;
    title: string;
    summary: string;
    cover: string;
    content: string;
    key: string | null;
    /** The article in the other languages. */
    translations?: ArticleTranslations;
    createdAt?: Date;
  }): Promise<number> {
    return this.repo.insertArticle(this.p.db, a);
  }

  addAdvert(a: { position: string; title: string; picUrl: string; linkUrl: string; sort: number }) {
    this.advertCache.clear();
    return this.repo.insertAdvert(this.p.db, a);
  }

  addCategory(c: { type: string; name: string; parentId?: number; sort: number }): Promise<number> {
    return this.repo.insertCategory(this.p.db, c);
  }

  /** `name` in Simplified Chinese, `names` in the other languages. */
  addFeedbackCategory(name: string, sort: number, names: Record<string, string> = {}): Promise<void> {
    return this.repo.insertFeedbackCategory(this.p.db, { name, sort, names });
  }

  addReportReason(name: string, sort: number, names: Record<string, string> = {}): Promise<void> {
    return this.repo.insertReportReason(this.p.db, { name, sort, names });
  }

  async addFeedback(
    userId: number,
    body: BodyOf<typeof contentContracts.addFeedback>,
    lang: Language,
  ): Promise<{ id: number }> {
    if (!(await this.repo.feedbackCategoryExists(this.p.db, body.category_id)))
      notFound(word('feedback_category', lang));
    await this.files.assertOwned(userId, fileFields('images', body.images, 'image'));
    const images = [...new Set(body.images)];
    const id = await this.repo.insertFeedback(this.p.db, {
      userId,
      categoryId: body.category_id,
      content: body.content,
      images,
      contact: body.contact,
    });
    return { id };
  }
}
