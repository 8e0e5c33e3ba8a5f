import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testFile } from '../../../test/helpers.ts';

const { t, kit: f } = await testFile();
const db = t.database.db;

/**
 * The message gate a send asks (one statement): never across a block either way, then the
 * recipient's who_can_message (everyone by default, nobody, those they are followed by, mutual
 * follows); and whether the recipient follows the sender. Every setting, follow and block.
 */
describe('the message gate the messages module asks', () => {
  it('answers the rule and the follow back, for every setting, follow and block', async () => {
    const social = t.services.community.interactions;
    const seen = { allowed: 0, refused: 0, followedBack: 0 };
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
            const gate = await social.messageGate(a.id, b.id);
            const expected =
              block === 'none' &&
              (who === null ||
                who === 'everyone' ||
                (who === 'followers' && follows) ||
                (who === 'mutual' && follows && fan));
            const label = JSON.stringify({ who, follows, fan, block });
            expect(gate.allowed, label).toBe(expected);
            expect(gate.followedBack, label).toBe(fan);
            expect(gate.followedBack, label).toBe(await social.follows(b.id, a.id));
            seen[expected ? 'allowed' : 'refused']++;
            if (gate.followedBack) seen.followedBack++;
          }
    // Every branch of the rule was met.
    expect(seen).toEqual({ allowed: 11, refused: 49, followedBack: 30 });
  });
});
