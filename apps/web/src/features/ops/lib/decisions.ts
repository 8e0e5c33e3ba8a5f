import { NEEDS_REASON, QUEUE_KINDS, type Decision } from '@dance/contracts/ops';

/** Kinds of the log: the queue's, and sanctions, ended lives and operators' roles. */
export const LOG_KINDS = [...QUEUE_KINDS, 'user', 'live', 'operator'] as const;

/** `a` takes the first of these the item offers. */
export const APPROVE_LIKE: readonly Decision[] = ['approve', 'pay', 'settle', 'dismiss'];
/** `r` takes the first of these the item offers. */
export const REFUSE_LIKE: readonly Decision[] = ['refuse', 'hide', 'cancel'];

/** The decision a shortcut key stands for on an item, if it offers one. */
export function shortcutDecision(key: 'a' | 'r', decisions: readonly Decision[]): Decision | null {
  const wanted = key === 'a' ? APPROVE_LIKE : REFUSE_LIKE;
  return wanted.find((d) => decisions.includes(d)) ?? null;
}

export const needsReason = (d: Decision) => NEEDS_REASON.includes(d);

/** Whether a key event comes from a field the operator types in (shortcuts keep out of it). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}
