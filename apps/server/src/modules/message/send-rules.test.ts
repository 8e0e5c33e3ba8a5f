import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testFile } from '../../../test/helpers.ts';
import { mayMessage } from './chat.ts';
import { SendRepo } from './send.repo.ts';

const { t, kit: f } = await testFile();
const db = t.database.db;

/**
 * A send applies the community's message rule to facts it reads itself (decision 236): for every
 * who_can_message, follow and block, its answer must be the community's own (the ChatSocial port).
 */
describe('the send reads the rules as the community decides them', () => {
  it('every who_can_message, follows either way and blocks either way: the same answer', async () => {
    const repo = new SendRepo();
    const social = t.services.chat.chat.socialRules;
    const seen = { allowed: 0, refused: 0 };
    for (const who of ['everyone', 'followers', 'mutual', 'none', null] as const)
      for (const follows of [false, true])
        for (const fan of [false, true])
          for (const block of ['none', 'mine', 'theirs'] as const) {
            const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
            if (who)
              await db.execute(
                sql`insert into forum_user_setting (user_id, who_can_message) values (${b.id}, ${who})`,
              );
            if (follows)
              await db.execute(sql`insert into follow (follower_id, followee_id) values (${a.id}, ${b.id})`);
            if (fan)
              await db.execute(sql`insert into follow (follower_id, followee_id) values (${b.id}, ${a.id})`);
            if (block !== 'none') {
              const [u, v] = block === 'mine' ? [a.id, b.id] : [b.id, a.id];
              await db.execute(sql`insert into user_block (user_id, blocked_id) values (${u}, ${v})`);
            }
            const facts = await repo.facts(db, { me: a.id, clientId: 'none', otherId: b.id });
            const expected = await social.canMessage(a.id, b.id);
            expect(mayMessage(facts), JSON.stringify({ who, follows, fan, block })).toBe(expected);
            expect(facts.fan).toBe(await social.follows(b.id, a.id));
            seen[expected ? 'allowed' : 'refused']++;
          }
    expect(seen.allowed).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(20);
  });
});
