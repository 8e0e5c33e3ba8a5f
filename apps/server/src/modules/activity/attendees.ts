import { MAX_ATTENDEES } from '@dance/contracts/activity';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { checkIdCard, maskIdCard } from '@dance/contracts/id-card';
import type { AttendeesRepo } from './attendees.repo.ts';
import type { AttendeeRow } from './rows.ts';

const view = (a: AttendeeRow) => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  id_card: a.idCardMasked,
  has_id_card: a.idCard !== '',
});

/** A user's saved attendees (观演人): names, mobiles and ID numbers reused at checkout. */
export class AttendeeService {
  constructor(
    private readonly db: Db,
    private readonly repo: AttendeesRepo,
  ) {}

  async list(userId: number) {
    return { list: (await this.repo.list(this.db, userId)).map(view) };
  }

  /** Adds or edits one; an ID number must pass the GB 11643 check and is only ever shown masked. */
  async save(userId: number, b: { id?: number; name: string; mobile: string; id_card?: string }) {
    const idCard = b.id_card?.toUpperCase() ?? '';
    if (idCard) {
      const problem = checkIdCard(idCard);
      if (problem) fail('ID_CARD_INVALID', { reason: problem });
    }
    const values = {
      name: b.name,
      mobile: b.mobile,
      ...(b.id_card !== undefined ? { idCard, idCardMasked: maskIdCard(idCard) } : {}),
    };
    if (b.id !== undefined) {
      const row = await this.repo.update(this.db, userId, b.id, values);
      if (!row) notFound('attendee');
      return view(row);
    }
    if ((await this.repo.count(this.db, userId)) >= MAX_ATTENDEES)
      invalid('id', `at most ${MAX_ATTENDEES} saved attendees`);
    return view(await this.repo.insert(this.db, { ...values, userId }));
  }

  async remove(userId: number, id: number): Promise<null> {
    if (!(await this.repo.remove(this.db, userId, id))) notFound('attendee');
    return null;
  }
}
