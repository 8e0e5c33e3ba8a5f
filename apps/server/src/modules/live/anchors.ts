import type { OpsJournal } from '../../platform/journal.ts';
import type { BodyOf, live } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { AnchorsRepo, ApplicationRow } from './anchors.repo.ts';
import type { LiveDeps } from './ports.ts';

const STATUS = { 1: 'pending', 2: 'approved', 3: 'refused' } as const;

/**
 * Anchor authentication: a real-name-verified user applies (one pending application at a time);
 * an operator approves (the user's anchor review becomes approved in the same transaction) or
 * refuses with a reason. The applicant hears of the decision in the message box.
 */
export class AnchorService {
  constructor(
    private readonly db: Db,
    private readonly repo: AnchorsRepo,
    private readonly deps: LiveDeps,
    private readonly journal: OpsJournal,
  ) {}

  async apply(userId: number, body: BodyOf<typeof live.anchorIdentify>): Promise<live.AnchorApplication> {
    const s = await this.deps.users.standing(userId);
    if (!s || s.closed) notFound('user');
    if (!s.verified) fail('REALNAME_REQUIRED');
    if (s.reviews.anchor === 2) fail('CONFLICT');
    await this.deps.files.assertOwned(userId, [
      { field: 'photo', url: body.photo, kind: 'image' },
      { field: 'clip', url: body.clip, kind: 'video' },
    ]);
    const w = await this.deps.words.check(body.stage_name, ...body.dance_styles);
    if (w.blocked.length) fail('CONTENT_PROHIBITED');
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repo.insert(tx, {
        userId,
        stageName: body.stage_name,
        styles: body.dance_styles,
        photo: body.photo,
        clip: body.clip,
      });
      if (!r) fail('CONFLICT');
      await this.deps.users.setAnchorReview(tx, userId, 1, [0, 1, 3]);
      return r;
    });
    return view(row);
  }

  async mine(userId: number): Promise<live.AnchorApplication | null> {
    const row = await this.repo.latest(this.db, userId);
    return row ? view(row) : null;
  }

  async review(
    operatorId: number,
    id: number,
    approve: boolean,
    reason: string,
  ): Promise<live.AnchorApplication> {
    await this.deps.users.requireOperator(operatorId, 'reviewer');
    if (!approve && !reason) invalid('reason', 'is required to refuse');
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repo.decide(tx, id, { status: approve ? 2 : 3, reason, reviewerId: operatorId });
      if (!r) {
        if (!(await this.repo.byId(tx, id))) notFound('application');
        fail('CONFLICT');
      }
      await this.deps.users.setAnchorReview(tx, r.userId, approve ? 2 : 3, [0, 1, 3]);
      await this.journal.record(tx, {
        operatorId,
        kind: 'anchor',
        ref: String(r.id),
        decision: approve ? 'approve' : 'refuse',
        reason,
        before: { status: 'pending' },
        after: { status: approve ? 'approved' : 'refused' },
      });
      await this.deps.notices.notify(tx, {
        userId: r.userId,
        kind: 'system',
        actorId: 0,
        data: approve ? APPROVED : refusedTitles(reason),
        key: `anchor-review:${r.id}`,
      });
      return r;
    });
    return view(row);
  }
}

const APPROVED = {
  title: 'Your anchor application was approved: you can go live now',
  'title_zh-Hans': '主播认证已通过，现在可以开播了',
  'title_zh-Hant': '主播認證已通過，現在可以開播了',
  title_en: 'Your anchor application was approved: you can go live now',
  title_es: 'Tu solicitud de anfitrión fue aprobada: ya puedes emitir',
  title_fr: 'Votre demande d’animateur est acceptée : vous pouvez passer en direct',
};

function refusedTitles(reason: string): Record<string, string> {
  return {
    title: `Your anchor application was refused: ${reason}`,
    'title_zh-Hans': `主播认证未通过：${reason}`,
    'title_zh-Hant': `主播認證未通過：${reason}`,
    title_en: `Your anchor application was refused: ${reason}`,
    title_es: `Tu solicitud de anfitrión fue rechazada: ${reason}`,
    title_fr: `Votre demande d’animateur est refusée : ${reason}`,
  };
}

function view(r: ApplicationRow): live.AnchorApplication {
  return {
    id: r.id,
    user_id: r.userId,
    stage_name: r.stageName,
    dance_styles: r.styles,
    photo: r.photo,
    clip: r.clip,
    status: STATUS[r.status as 1 | 2 | 3] ?? 'pending',
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}
