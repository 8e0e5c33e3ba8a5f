/*
 * Money arrives from the server as two-decimal strings ("12.50"). What the app shows is either
 * such a string as it came, or a sum made in integer fen (cart selection, never sent back):
 * floats never touch an amount.
 */

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "12.50" -> 1250 fen; anything that is not money is 0. */
export function toFen(value: string | null | undefined): number {
  const match = MONEY.exec((value ?? '').trim());
  if (!match) return 0;
  const [, sign, yuan = '0', cents = ''] = match;
  const fen = Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** 1250 -> "12.50". */
export function formatFen(fen: number): string {
  const safe = Number.isSafeInteger(fen) ? fen : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** price x quantity, as money text. */
export function lineTotal(price: string, quantity: number): string {
  return formatFen(toFen(price) * Math.max(0, Math.trunc(quantity)));
}

/** The sum of several amounts, as money text. */
export function sumMoney(values: readonly string[]): string {
  return formatFen(values.reduce((sum, v) => sum + toFen(v), 0));
}

/** "1299.50" -> { yuan: "1299", cents: "50" }: the shop style shows the cents smaller. */
export function splitMoney(value: string): { sign: string; yuan: string; cents: string } {
  const text = formatFen(toFen(value));
  const negative = text.startsWith('-');
  const [yuan = '0', cents = '00'] = (negative ? text.slice(1) : text).split('.');
  return { sign: negative ? '-' : '', yuan, cents };
}

/** A positive amount (for "is there anything to pay"). */
export const isPositive = (value: string | null | undefined) => toFen(value) > 0;
