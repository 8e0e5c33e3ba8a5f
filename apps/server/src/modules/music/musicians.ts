import type { BodyOf, music } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import type { MusicianApplicationRow, MusiciansRepo } from './musicians.repo.ts';
import type { MusicDeps } from './ports.ts';

const STATUS = { 1: 'pending', 2: 'approved', 3: 'refused' } as const;

/**
 * Musician authentication: a real-name-verified user applies with a stage name, genres, a sample
 * track and an intro (one pending application at a time; the user's musician review follows: 1
 * pending, 2 approved, 3 refused). An operator approves (the user's musician review becomes
 * approved and the shop they sell tracks from is opened, or their own shop kept, in the same
 * transaction) or refuses with a reason; the applicant hears of it in the message box.
 */
export class MusicianService {
  constructor(
    private readonly db: Db,
    private readonly repo: MusiciansRepo,
    private readonly deps: MusicDeps,
    private readonly journal: OpsJournal,
  ) {}

  async apply(userId: number, body: BodyOf<typeof music.musicianApply>): Promise<music.MusicianApplication> {
    const s = await this.deps.users.standing(userId);
    if (!s || s.closed) notFound('user');
    if (!s.verified) fail('REALNAME_REQUIRED');
    if (s.reviews.musician === 2) fail('CONFLICT', { reason: 'already a musician' });
    await this.deps.files.assertOwned(userId, [{ field: 'sample', url: body.sample, kind: 'audio' }]);
    const w = await this.deps.words.check(body.stage_name, body.intro);
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repo.insert(tx, {
        userId,
        stageName: body.stage_name,
        genres: [...new Set(body.genres)],
        sample: body.sample,
        intro: body.intro,
      });
      if (!r) fail('CONFLICT', { reason: 'an application is pending review' });
      await this.deps.users.setMusicianReview(tx, userId, 1, [0, 1, 3]);
      return r;
    });
    return view(row);
  }

  async mine(userId: number): Promise<{
    musician_review_status: 0 | 1 | 2 | 3;
    application: music.MusicianApplication | null;
  }> {
    const [s, row] = await Promise.all([this.deps.users.standing(userId), this.repo.latest(this.db, userId)]);
    if (!s || s.closed) notFound('user');
    return { musician_review_status: s.reviews.musician, application: row ? view(row) : null };
  }

  async review(
    operatorId: number,
    id: number,
    approve: boolean,
    reason: string,
  ): Promise<music.MusicianApplication> {
    await this.deps.users.requireOperator(operatorId, 'reviewer');
    if (!approve && !reason) invalid('reason', 'is required to refuse');
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repo.decide(tx, id, {
        status: approve ? 2 : 3,
        reason: approve ? '' : reason,
        reviewerId: operatorId,
      });
      if (!r) {
        if (!(await this.repo.byId(tx, id))) notFound('application');
        fail('CONFLICT', { reason: 'not pending review' });
      }
      await this.deps.users.setMusicianReview(tx, r.userId, approve ? 2 : 3, [0, 1, 3]);
      let done = r;
      if (approve) {
        const shop = await this.deps.merchants.openOwnShop(tx, {
          ownerId: r.userId,
          name: r.stageName,
          intro: r.intro,
        });
        done = await this.repo.setShop(tx, r.id, shop.id);
      }
      await this.journal.record(tx, {
        operatorId,
        kind: 'musician',
        ref: String(r.id),
        decision: approve ? 'approve' : 'refuse',
        reason,
        before: { status: 'pending' },
        after: approve ? { status: 'approved', mch_id: done.mchId } : { status: 'refused' },
      });
      await this.deps.notices.notify(tx, {
        userId: r.userId,
        kind: 'system',
        actorId: 0,
        data: approve ? APPROVED : refusedTitles(reason),
        key: `musician-review:${r.id}`,
      });
      return done;
    });
    return view(row);
  }
}

const APPROVED = {
  title: 'Your musician application was approved: publish your tracks from your shop',
  'title_zh-Hans': '音乐人认证已通过，可以在你的店铺发布音乐了',
  'title_zh-Hant': '音樂人認證已通過，可以在你的店鋪發布音樂了',
  title_en: 'Your musician application was approved: publish your tracks from your shop',
  title_es: 'Tu solicitud de músico fue aprobada: publica tus temas desde tu tienda',
  title_fr: 'Votre demande de musicien est acceptée : publiez vos morceaux depuis votre boutique',
};

function refusedTitles(reason: string): Record<string, string> {
  return {
    title: `Your musician application was refused: ${reason}`,
    'title_zh-Hans': `音乐人认证未通过：${reason}`,
    'title_zh-Hant': `音樂人認證未通過：${reason}`,
    title_en: `Your musician application was refused: ${reason}`,
    title_es: `Tu solicitud de músico fue rechazada: ${reason}`,
    title_fr: `Votre demande de musicien est refusée : ${reason}`,
  };
}

function view(r: MusicianApplicationRow): music.MusicianApplication {
  return {
    id: r.id,
    user_id: r.userId,
    stage_name: r.stageName,
    genres: r.genres as music.Genre[],
    sample: r.sample,
    intro: r.intro,
    status: STATUS[r.status as 1 | 2 | 3] ?? 'pending',
    reason: r.reason,
    mch_id: r.mchId,
    created_at: r.createdAt.toISOString(),
  };
}
