// Mainland resident ID numbers (GB 11643-1999), checked the same way by the server and by the
// forms that give the reason before a round trip.

/** Province-level codes of GB/T 2260 (an ID number's first two digits). */
export const ID_CARD_PROVINCES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export type IdCardProblem = 'format' | 'region' | 'birthday' | 'checksum';

/** GB 11643-1999: region code, a real date of birth, sequence, and the ISO 7064 MOD 11-2 check. */
export function checkIdCard(raw: string, today = new Date()): IdCardProblem | null {
  const id = raw.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!ID_CARD_PROVINCES.has(id.slice(0, 2)) || !/^\d{2}(?!00)\d{2}/.test(id.slice(0, 4))) return 'region';
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (
    y < 1900 ||
    birth.getUTCFullYear() !== y ||
    birth.getUTCMonth() !== m - 1 ||
    birth.getUTCDate() !== d ||
    birth.getTime() > today.getTime()
  )
    return 'birthday';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i]!;
  if (CHECK[sum % 11] !== id[17]) return 'checksum';
  return null;
}

/** Builds a valid number for a region, birth date and sequence (demo data and tests). */
export function makeIdCard(region: string, birth: string, seq: number): string {
  const body = `${region}${birth.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * WEIGHTS[i]!;
  return body + CHECK[sum % 11];
}

export function maskIdCard(id: string): string {
  return `${id.slice(0, 3)}***********${id.slice(-4)}`;
}
