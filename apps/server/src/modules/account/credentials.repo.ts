import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { smsCode, userBinding } from '../../db/schema/account.ts';

/** SQL of SMS codes and third-party bindings. */
export class CredentialsRepo {
  async insertSms(tx: DbOrTx, values: typeof smsCode.$inferInsert): Promise<void> {
    await tx.insert(smsCode).values(values);
  }

  latestSms(tx: DbOrTx, mobile: string, scene: string) {
    return tx
      .select()
      .from(smsCode)
      .where(
        and(
          eq(smsCode.mobile, mobile),
          eq(smsCode.scene, scene),
          isNull(smsCode.usedAt),
          gt(smsCode.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(smsCode.id))
      .limit(1)
      .then((r) => r[0]);
  }

  /** Counts a wrong try; the code burns at `maxTries`. */
  async failSms(tx: DbOrTx, id: number, maxTries: number): Promise<void> {
    await tx
      .update(smsCode)
      .set({
        tries: sql`${smsCode.tries} + 1`,
        usedAt: sql`case when ${smsCode.tries} + 1 >= ${maxTries} then now() else null end`,
      })
      .where(eq(smsCode.id, id));
  }

  /** Uses a code once: a concurrent second use finds it used. */
  async consumeSms(tx: DbOrTx, id: number): Promise<boolean> {
    const r = await tx
      .update(smsCode)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCode.id, id), isNull(smsCode.usedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  bindings(tx: DbOrTx, userId: number) {
    return tx.select().from(userBinding).where(eq(userBinding.userId, userId));
  }

  async bind(tx: DbOrTx, userId: number, platform: string, openId: string, nickname: string): Promise<void> {
    await tx.insert(userBinding).values({ userId, platform, openId, nickname });
  }

  bindingByOpenId(tx: DbOrTx, platform: string, openId: string) {
    return tx
      .select()
      .from(userBinding)
      .where(and(eq(userBinding.platform, platform), eq(userBinding.openId, openId)))
      .limit(1)
      .then((r) => r[0]);
  }

  async unbind(tx: DbOrTx, userId: number, platform: string): Promise<boolean> {
    const r = await tx
      .delete(userBinding)
      .where(and(eq(userBinding.userId, userId), eq(userBinding.platform, platform)));
    return (r.rowCount ?? 0) === 1;
  }

  async deleteBindings(tx: DbOrTx, userId: number): Promise<void> {
    await tx.delete(userBinding).where(eq(userBinding.userId, userId));
  }
}
