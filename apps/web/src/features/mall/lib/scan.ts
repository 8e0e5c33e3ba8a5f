/*
 * What the order-check scanner (components/qr-scanner.tsx, jsQR) reads: the buyer's verification
 * code, bare or inside a link.
 */

/** The 12-digit verification code inside what a QR says (the bare code, or a link carrying it). */
export function extractCode(text: string): string | null {
  const param = /[?&]code=(\d{12})(?:\D|$)/.exec(text);
  if (param) return param[1]!;
  const digits = text.replace(/\s/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}
