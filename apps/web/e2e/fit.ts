import type { Page } from 'playwright-core';

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const;
export const WIDTHS = [320, 375] as const;

export interface DemoIds {
  goods: number;
  post: number;
  video: number;
  topic: number;
  circle: number;
  order: number;
  article: number;
  user: number;
  /** A published course with a free preview lesson and a paid one. */
  course: number;
  /** A demo battle with ticket types and divisions (its organiser screens refuse the demo buyer). */
  activity: number;
  /** One of its ticket types on sale. */
  ticketType: number;
  /** A settled guess (the demo buyer staked on it). */
  guess: number;
  /** A published music track (the demo's free downloadable one). */
  track: number;
}

/** Every built screen with the parameters it needs from the demo community. */
export function screens(ids: DemoIds): string[] {
  return [
    '/pages/index/index',
    '/pages/community/community',
    '/pages/mine/mine',
    '/pages/login',
    '/pages/set',
    '/pages/account-safety',
    '/pages/modify-password',
    '/pages/person-info',
    '/pages/edit-user-info',
    '/pages/authentication-center',
    '/pages/idCard',
    '/pages/qrcode',
    '/pages/receive-address',
    '/pages/edit-address',
    '/pages/feedback',
    '/pages/app-intro',
    `/pages/web-view?url=${encodeURIComponent('/#/pages/app-intro')}`,
    '/pages/search',
    `/pages/bbs-detail?id=${ids.post}`,
    `/pages/article-detail?id=${ids.article}`,
    `/pages/bbs-share?id=${ids.post}`,
    `/pages/topic-detail?id=${ids.topic}`,
    '/pages/active-list',
    '/pages/circle',
    `/pages/circle-detail?id=${ids.circle}`,
    '/pages/create-circle',
    `/pages/inform-user?user_id=${ids.user}`,
    `/pages/likes-list?id=${ids.post}`,
    '/pages/release',
    '/pages/releaseSelect',
    '/pages/draft',
    '/pages/select-tag',
    '/pages/shareInterestList',
    `/pages/my-space?id=${ids.user}`,
    '/pages/fans-list/fans-type',
    `/pages/fans-list/fans-list?id=${ids.user}`,
    '/pages/collection',
    '/pages/message-like',
    `/pages/video-play?id=${ids.video}`,
    `/pages/video-slide?id=${ids.video}`,
    `/pages/video-share?id=${ids.video}`,
    '/pages/video-manage',
    `/pages/goods-detail?id=${ids.goods}`,
    `/pages/goods-evaluation?id=${ids.goods}`,
    '/pages/goods-cart',
    '/pages/collection-list/products-list-page',
    `/pages/order-confirmation?goods_id=${ids.goods}`,
    '/pages/order',
    `/pages/order-detail?id=${ids.order}`,
    '/pages/afterSale',
    `/pages/evaluate?id=${ids.order}`,
    '/pages/order-check',
    `/pages/class-detail?id=${ids.course}`,
    `/pages/course_detail2?id=${ids.course}`,
    '/pages/course/register-record',
    '/pages/class-manage',
    `/pages/course-edit?id=${ids.course}`,
    `/pages/course-video-publish?id=${ids.course}`,
    `/pages/activity-manage?id=${ids.activity}`,
    `/pages/activity-edit?id=${ids.activity}`,
    '/pages/activity-edit',
    `/pages/activity-ticket-eait?id=${ids.activity}`,
    `/pages/activity-relevance?id=${ids.activity}`,
    `/pages/activity-photo?id=${ids.activity}`,
    `/pages/activity-group?id=${ids.activity}`,
    '/pages/message',
    '/pages/message-type?type=interaction',
    `/pages/message-chat?user_id=${ids.user}`,
    '/pages/activity/activity',
    `/pages/activity-detail?id=${ids.activity}`,
    `/pages/activity-ticketPurchase?id=${ids.activity}`,
    `/pages/activity-audienceInfoAndPayment?id=${ids.activity}&type=${ids.ticketType}&num=2`,
    '/pages/activity-ticket',
    `/pages/activity-apply?id=${ids.activity}`,
    '/pages/activity/register-record',
    '/pages/integral',
    '/pages/Integral-recharge',
    '/pages/integral-detail',
    `/pages/guess-detail?id=${ids.guess}`,
    '/pages/my-guess',
    '/pages/music-type',
    '/pages/genre?genre=breaking',
    '/pages/music-rank',
    '/pages/recommend',
    '/pages/handpick',
    '/pages/albumList',
    '/pages/music-recently',
    '/pages/playing',
    `/pages/playing/comment?id=${ids.track}`,
    `/pages/buyMusic?id=${ids.track}`,
    `/pages/music-download?id=${ids.track}`,
    '/pages/download',
    '/pages/downloading',
    '/pages/music-manage',
    '/pages/music-edit',
    '/pages/musician-authentication',
    '/pages/tst',
    '/pages/mch',
    '/pages/account-log',
    '/pages/cash-log',
    '/pages/apply-cash',
    '/pages/apply-card-cash',
    '/pages/mch-setting',
    '/pages/mch-apply',
  ];
}

export interface Misfit {
  kind: 'page wider than the screen' | 'off the screen' | 'text clipped';
  what: string;
  detail: string;
}

/**
 * What does not fit the viewport on the current screen: the document scrolling sideways, an
 * element reaching past either edge (unless a container that scrolls sideways on purpose holds
 * it, like a tab strip or a carousel), and text cut by its own box (overflow hidden or clip,
 * wider or taller than the box, with no ellipsis or line clamp that says the cut is meant).
 */
export async function misfits(page: Page): Promise<Misfit[]> {
  // A TypeScript runner that keeps function names wraps them in `__name`, absent in the page.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(() => {
    const out: { kind: string; what: string; detail: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
    };
    if (document.documentElement.scrollWidth > vw + 1)
      out.push({
        kind: 'page wider than the screen',
        what: 'document',
        detail: `${document.documentElement.scrollWidth} > ${vw}`,
      });
    const visible = (el: Element, cs: CSSStyleDeclaration) =>
      cs.display !== 'none' &&
      cs.visibility !== 'hidden' &&
      Number(cs.opacity) > 0 &&
      el.getClientRects().length > 0;
    /** Inside something that scrolls or slides sideways on purpose, or a layer moved off screen. */
    const intended = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (/(auto|scroll)/.test(cs.overflowX)) return true;
        if (cs.position === 'fixed' && cs.transform !== 'none') return true;
        if (/swiper|carousel|track|adm-popup|adm-mask|adm-toast|adm-swipe-action/.test(String(p.className)))
          return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      const cs = getComputedStyle(el);
      if (!visible(el, cs)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      if ((r.right > vw + 1 || r.left < -1) && !intended(el)) {
        out.push({
          kind: 'off the screen',
          what: describe(el),
          detail: `left ${Math.round(r.left)} right ${Math.round(r.right)} of ${vw}`,
        });
        continue;
      }
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
      const isField = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      if (!hasText && !isField) continue;
      const clips = /(hidden|clip)/.test(cs.overflowX) || /(hidden|clip)/.test(cs.overflowY) || isField;
      if (!clips) continue;
      if (cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp && cs.webkitLineClamp !== 'none')) continue;
      if (isField) {
        // A placeholder cut by its field: measure the text it shows when empty.
        const field = el as HTMLInputElement;
        if (field.value || !field.placeholder || el instanceof HTMLTextAreaElement) continue;
        const c = document.createElement('canvas').getContext('2d')!;
        c.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const room = field.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        const need = c.measureText(field.placeholder).width;
        if (need > room + 1)
          out.push({
            kind: 'text clipped',
            what: `input placeholder "${field.placeholder}"`,
            detail: `${Math.round(need)} > ${Math.round(room)}`,
          });
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
        out.push({
          kind: 'text clipped',
          what: describe(el),
          detail: `scroll ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
        });
    }
    return out as Misfit[];
  });
}

/** Waits until the page has made no request for a moment (or gives up after `maxMs`). */
export async function settle(page: Page, inflight: () => number, maxMs = 4000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) break;
    await page.waitForTimeout(50);
  }
  // Fonts and layout after the last answer.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(r))));
}
