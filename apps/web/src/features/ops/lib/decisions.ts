import { NEEDS_REASON, QUEUE_KINDS, type Decision } from '@dance/contracts/ops';

/** Kinds of the log: the queue's, and sanctions, ended lives and operators' roles. */
export const LOG_KINDS = [
  ...QUEUE_KINDS,
  'user',
  'live',
  'operator',
  'setting',
  'reward_rule',
  'handpick',
  'word',
  'inform_cat',
  'report_reason',
  'advert',
  'article',
  'topic',
] as const;

/** `a` takes the first of these the item offers. */
export const APPROVE_LIKE: readonly Decision[] = ['approve', 'pay', 'settle', 'refund', 'dismiss'];
/** `r` takes the first of these the item offers. */
export const REFUSE_LIKE: readonly Decision[] = ['refuse', 'hide', 'cancel', 'end'];

/** The decision a shortcut key stands for on an item, if it offers one. */
export function shortcutDecision(key: 'a' | 'r', decisions: readonly Decision[]): Decision | null {
  const wanted = key === 'a' ? APPROVE_LIKE : REFUSE_LIKE;
  return wanted.find((d) => decisions.includes(d)) ?? null;
}

export const needsReason = (d: Decision) => NEEDS_REASON.includes(d);

/** A refund amount typed by the operator ("50", "50.5", "50.50"), as the API's two decimals; null when not within 0.01..max. */
export function refundAmount(typed: string, max: string): string | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  const [yuan, cents] = max.split('.');
  const maxFen = Number(yuan) * 100 + Number(cents ?? 0);
  if (fen < 1 || fen > maxFen) return null;
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Whether a key event comes from a field the operator types in (shortcuts keep out of it). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}
