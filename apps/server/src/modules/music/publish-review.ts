import type { Db, DbOrTx } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import type { TrackReviewRepo } from './publish-review.repo.ts';
import type { TracksRepo } from './tracks.repo.ts';
import type { MusicDeps } from './ports.ts';
import type { TrackRow } from './rows.ts';

/**
 * Review before publishing of tracks: an editor's switch (off by default). While it is on, a
 * track its shop publishes waits in status `review` (not listed, not sold, not playable by anyone
 * but its shop) until an operator approves it (published, on sale when paid) or refuses it (back
 * to draft with the reason, and the one who published it hears of it in the message box). A track
 * already published stays published when edited.
 */
export class TrackReviewService {
  constructor(
    private readonly db: Db,
    private readonly repo: TrackReviewRepo,
    private readonly tracks: TracksRepo,
    private readonly deps: MusicDeps,
    private readonly journal: OpsJournal,
  ) {}

  async isOn(tx: DbOrTx = this.db): Promise<boolean> {
    return this.repo.isOn(tx);
  }

  async get(userId: number): Promise<{ on: boolean }> {
    await this.deps.users.requireOperator(userId, 'editor');
    return { on: await this.isOn() };
  }

  async set(userId: number, on: boolean): Promise<{ on: boolean }> {
    await this.deps.users.requireOperator(userId, 'editor');
    await this.db.transaction(async (tx) => {
      const before = await this.isOn(tx);
      await this.repo.setOn(tx, on);
      await this.journal.record(tx, {
        operatorId: userId,
        kind: 'setting',
        ref: 'music_publish_review',
        decision: 'set',
        before: { on: before },
        after: { on },
      });
    });
    return { on };
  }

  /**
   * The status an edit stores when its shop asks for `wanted`: a publication waits while review is
   * on, unless the track is already published (an edit of its content keeps it published).
   */
  async statusFor(
    old: TrackRow | null,
    wanted: 'draft' | 'published',
  ): Promise<'draft' | 'review' | 'published'> {
    if (wanted === 'draft' || old?.status === 'published') return wanted;
    return (await this.isOn()) ? 'review' : 'published';
  }

  /** Approves (review -> published, on sale when paid) or refuses (review -> draft with the reason). */
  async decide(operatorId: number, id: number, approve: boolean, reason: string): Promise<void> {
    await this.deps.users.requireOperator(operatorId, 'reviewer');
    if (!approve && !reason) invalid('reason', 'is required to refuse');
    await this.db.transaction(async (tx) => {
      const waiting = await this.tracks.byId(tx, id);
      if (!waiting) notFound('goods');
      if (waiting.status !== 'review') fail('CONFLICT', { reason: 'not waiting for review' });
      // The SKU first (the edit's lock order: SKU, goods, track), then the track's row only while
      // it still waits; the goods and the notice take their values from the row that update
      // returned, never from the read above (an edit may have changed the price meanwhile).
      if (waiting.skuId !== null) await this.deps.catalog.lockSkus(tx, [waiting.skuId]);
      const t = await this.repo.decide(tx, id, approve ? 'published' : 'draft', approve ? '' : reason);
      if (!t) fail('CONFLICT', { reason: 'not waiting for review' });
      if (approve && t.price > 0) await this.deps.catalog.edit(tx, t.id, { status: 1 });
      await this.journal.record(tx, {
        operatorId,
        kind: 'publish_music',
        ref: String(id),
        decision: approve ? 'approve' : 'refuse',
        reason,
        before: { status: 'review' },
        after: { status: t.status },
      });
      if (t.submittedBy !== null)
        await this.deps.notices.notify(tx, {
          userId: t.submittedBy,
          kind: 'system',
          actorId: 0,
          text: approve ? '' : reason.slice(0, 200),
          data: approve ? approvedTitles(t.title) : refusedTitles(t.title, reason),
          key: `publish-review:music:${id}:${t.submittedAt?.getTime() ?? 0}`,
        });
    });
  }
}

function approvedTitles(title: string): Record<string, string> {
  return {
    title: `Your track “${title}” was approved and is published`,
    'title_zh-Hans': `你的音乐《${title}》已通过审核并发布`,
    'title_zh-Hant': `你的音樂《${title}》已通過審核並發布`,
    title_en: `Your track “${title}” was approved and is published`,
    title_es: `Tu tema «${title}» fue aprobado y está publicado`,
    title_fr: `Votre morceau « ${title} » est approuvé et publié`,
  };
}

function refusedTitles(title: string, reason: string): Record<string, string> {
  return {
    title: `Your track “${title}” was not published: ${reason}`,
    'title_zh-Hans': `你的音乐《${title}》未通过审核：${reason}`,
    'title_zh-Hant': `你的音樂《${title}》未通過審核：${reason}`,
    title_en: `Your track “${title}” was not published: ${reason}`,
    title_es: `Tu tema «${title}» no se publicó: ${reason}`,
    title_fr: `Votre morceau « ${title} » n’est pas publié : ${reason}`,
  };
}
