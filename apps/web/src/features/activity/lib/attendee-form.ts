/*
 * The saved attendee form (观演人): a name, a mainland mobile and, when the event needs real
 * names, an ID number that passes GB 11643 (region, a real date of birth, the MOD 11-2 check
 * character). The server checks again; this gives the buyer the reason before a round trip.
 */

export interface AttendeeDraft {
  name: string;
  mobile: string;
  /** Empty when none is given (or, when editing, when the saved one is kept). */
  idCard: string;
}

export type AttendeeProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'mobileInvalid'
  | 'idRequired'
  | 'idFormat'
  | 'idRegion'
  | 'idBirthday'
  | 'idChecksum';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** Province-level codes of GB/T 2260 (first two digits). */
const PROVINCES = new Set([
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

export const MOBILE_RE = /^1[3-9]\d{9}$/;

/** GB 11643-1999: null when the number is valid, else what is wrong. */
export function idCardProblem(raw: string, today = new Date()): AttendeeProblem | null {
  const id = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'idFormat';
  if (!PROVINCES.has(id.slice(0, 2)) || id.slice(2, 4) === '00') return 'idRegion';
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
    return 'idBirthday';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11] === id[17] ? null : 'idChecksum';
}

/**
 * Every problem of the draft, by field. `needsId`: the activity needs real names and this
 * attendee has no saved ID number yet.
 */
export function validateAttendee(
  draft: AttendeeDraft,
  needsId: boolean,
  today = new Date(),
): Partial<Record<'name' | 'mobile' | 'idCard', AttendeeProblem>> {
  const out: Partial<Record<'name' | 'mobile' | 'idCard', AttendeeProblem>> = {};
  const name = draft.name.trim();
  if (!name) out.name = 'nameRequired';
  else if ([...name].length > 30) out.name = 'nameTooLong';
  if (!MOBILE_RE.test(draft.mobile.trim())) out.mobile = 'mobileInvalid';
  const id = draft.idCard.trim();
  if (id) {
    const problem = idCardProblem(id, today);
    if (problem) out.idCard = problem;
  } else if (needsId) out.idCard = 'idRequired';
  return out;
}

/** "310***********1234": how an ID number is shown once typed (the server keeps it masked too). */
export function maskIdCard(id: string): string {
  const v = id.trim();
  return v.length < 8 ? v : `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}`;
}

/** "138****0001". */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
