/*
 * The saved attendee form (观演人): a name, a mainland mobile and, when the event needs real
 * names, an ID number that passes GB 11643 (region, a real date of birth, the MOD 11-2 check
 * character). The server checks again; this gives the buyer the reason before a round trip.
 */
import { checkIdCard, type IdCardProblem } from '@dance/contracts/id-card';

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

export const MOBILE_RE = /^1[3-9]\d{9}$/;

const PROBLEMS = {
  format: 'idFormat',
  region: 'idRegion',
  birthday: 'idBirthday',
  checksum: 'idChecksum',
} as const satisfies Record<IdCardProblem, AttendeeProblem>;

/** GB 11643-1999 (the shared check): null when the number is valid, else what is wrong. */
export function idCardProblem(raw: string, today = new Date()): AttendeeProblem | null {
  const problem = checkIdCard(raw.trim(), today);
  return problem ? PROBLEMS[problem] : null;
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
