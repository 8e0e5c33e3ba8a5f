import { FIRST_SCREEN_ELEMENT_ID, firstScreenKey } from '@dance/contracts/first-screen';
import type { AnyEndpoint, Call, CallData, CallInput } from './request.ts';

/*
 * The answers the server wrote into the page for the first screen (platform/web-static.ts,
 * docs/decisions/240). Each is handed out once, as the initial data of the query that asks the
 * same call, dated when the page was requested: the screen shows it at its first render, and the
 * query refreshes it as it would any data of that age.
 */

let answers: Record<string, unknown> | null | undefined;

function read(): Record<string, unknown> | null {
  if (answers === undefined) {
    const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
    try {
      const parsed: unknown = el?.textContent ? JSON.parse(el.textContent) : null;
      answers = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      answers = null;
    }
  }
  return answers;
}

/** The page's answer to `call` with `input`, once; afterwards (or without one) undefined. */
export function takeFirstScreen<C extends Call<AnyEndpoint, 'GET'>>(
  call: C,
  input: CallInput<C>,
): CallData<C> | undefined {
  const all = read();
  const key = firstScreenKey(call.path, input as Record<string, string | number | boolean | undefined>);
  if (!all || !(key in all)) return undefined;
  const value = all[key];
  delete all[key];
  return value as CallData<C>;
}

/** When the page's answers were made: the time the page was requested. */
export const firstScreenAt = (): number =>
  typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);

/** For tests: forget what was read, so the next read looks at the document again. */
export function resetFirstScreen(): void {
  answers = undefined;
}
