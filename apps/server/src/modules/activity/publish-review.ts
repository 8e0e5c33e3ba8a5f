import type { Db, DbOrTx } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import type { ActivityDeps } from './ports.ts';
import type { PublishReviewRepo, ReviewedKind } from './publish-review.repo.ts';

/**
 * Review before publishing of activities and of courses: one editor's switch for each (off by
 * default). While it is on, an activity or course its shop publishes waits in status `review`
 * (not listed, its goods off sale, seen only by its shop) until an operator approves it
 * (published, its goods on sale) or refuses it (back to draft with the reason; the one who
 * published it hears of it in the message box). One already published stays published when
 * edited.
 */
export class PublishReviewService {
  constructor(
    private readonly db: Db,
    private readonly repo: PublishReviewRepo,
    private readonly deps: ActivityDeps,
    private readonly journal: OpsJournal,
  ) {}

  isOn(kind: ReviewedKind, tx: DbOrTx = this.db): Promise<boolean> {
    return this.repo.isOn(tx, kind);
  }

  async get(userId: number, kind: ReviewedKind): Promise<{ on: boolean }> {
    await this.deps.users.requireOperator(userId, 'editor');
    return { on: await this.isOn(kind) };
  }

  async set(userId: number, kind: ReviewedKind, on: boolean): Promise<{ on: boolean }> {
    await this.deps.users.requireOperator(userId, 'editor');
    await this.db.transaction(async (tx) => {
      const before = await this.repo.isOn(tx, kind);
      await this.repo.setOn(tx, kind, on);
      await this.journal.record(tx, {
        operatorId: userId,
        kind: 'setting',
        ref: `${kind}_publish_review`,
        decision: 'set',
        before: { on: before },
        after: { on },
      });
    });
    return { on };
  }

  /**
   * The status an edit stores when its shop asks for `wanted`: a publication waits while review is
   * on, unless the item is already published (an edit of its content keeps it published).
   */
  async statusFor<S extends string>(
    kind: ReviewedKind,
    oldStatus: string | null,
    wanted: S,
  ): Promise<S | 'review'> {
    if (wanted !== 'published' || oldStatus === 'published') return wanted;
    return (await this.isOn(kind)) ? 'review' : wanted;
  }

  /** Approves (review -> published, its goods on sale) or refuses (review -> draft with the reason). */
  async decide(
    operatorId: number,
    kind: ReviewedKind,
    id: number,
    approve: boolean,
    reason: string,
  ): Promise<void> {
    await this.deps.users.requireOperator(operatorId, 'reviewer');
    if (!approve && !reason) invalid('reason', 'is required to refuse');
    await this.db.transaction(async (tx) => {
      const waiting = await this.repo.byId(tx, kind, id);
      if (!waiting) notFound(kind);
      if (waiting.status !== 'review') fail('CONFLICT', { reason: 'not waiting for review' });
      // The goods first (the flow's lock order), then the item's row, only while it still waits.
      // Everything after takes its values from the row the conditional update returned.
      if (approve) await this.deps.catalog.edit(tx, id, { status: 1 });
      const to = approve ? 'published' : 'draft';
      const item = await this.repo.decide(tx, kind, id, to, approve ? '' : reason);
      if (!item) fail('CONFLICT', { reason: 'not waiting for review' });
      await this.journal.record(tx, {
        operatorId,
        kind: `publish_${kind}`,
        ref: String(id),
        decision: approve ? 'approve' : 'refuse',
        reason,
        before: { status: 'review' },
        after: { status: item.status },
      });
      if (item.submittedBy !== null)
        await this.deps.notices.notify(tx, {
          userId: item.submittedBy,
          kind: 'system',
          actorId: 0,
          text: approve ? '' : reason.slice(0, 200),
          data: approve ? approvedTitles(kind, item.name) : refusedTitles(kind, item.name, reason),
          key: `publish-review:${kind}:${id}:${item.submittedAt?.getTime() ?? 0}`,
        });
    });
  }
}

const NOUN = {
  activity: {
    en: 'activity',
    es: 'actividad',
    esG: 'a',
    fr: 'activité',
    frG: 'e',
    hans: '活动',
    hant: '活動',
  },
  course: { en: 'course', es: 'curso', esG: 'o', fr: 'cours', frG: '', hans: '课程', hant: '課程' },
} as const;

function approvedTitles(kind: ReviewedKind, name: string): Record<string, string> {
  const n = NOUN[kind];
  return {
    title: `Your ${n.en} “${name}” was approved and is published`,
    'title_zh-Hans': `你的${n.hans}「${name}」已通过审核并发布`,
    'title_zh-Hant': `你的${n.hant}「${name}」已通過審核並發布`,
    title_en: `Your ${n.en} “${name}” was approved and is published`,
    title_es: `Tu ${n.es} «${name}» fue aprobad${n.esG} y está publicad${n.esG}`,
    title_fr: `Votre ${n.fr} « ${name} » est approuvé${n.frG} et publié${n.frG}`,
  };
}

function refusedTitles(kind: ReviewedKind, name: string, reason: string): Record<string, string> {
  const n = NOUN[kind];
  return {
    title: `Your ${n.en} “${name}” was not published: ${reason}`,
    'title_zh-Hans': `你的${n.hans}「${name}」未通过审核：${reason}`,
    'title_zh-Hant': `你的${n.hant}「${name}」未通過審核：${reason}`,
    title_en: `Your ${n.en} “${name}” was not published: ${reason}`,
    title_es: `Tu ${n.es} «${name}» no se publicó: ${reason}`,
    title_fr: `Votre ${n.fr} « ${name} » n’est pas publié${n.frG} : ${reason}`,
  };
}
