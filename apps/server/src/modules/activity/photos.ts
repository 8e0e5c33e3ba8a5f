import { decodeCursor, page } from '../../platform/cursor.ts';
import { invalid } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { fileFields } from '../content/files.ts';
import type { CompetitionRepo } from './competition.repo.ts';
import type { PhotosRepo } from './photos.repo.ts';
import type { ActivityService } from './activities.ts';
import type { ActivityDeps } from './ports.ts';
import type { PhotoRow } from './rows.ts';

type Round = 'preselection' | 'top32' | 'top16' | 'top8' | 'top4' | 'final';

const view = (p: PhotoRow) => ({
  id: p.id,
  activity_id: p.activityId,
  url: p.url,
  tags: p.tags,
  division_id: p.divisionId,
  round: p.round as Round | null,
  number: p.number,
  created_at: p.createdAt.toISOString(),
});

/** Event photos: the organiser uploads them with tags; anyone browses them by tag. */
export class PhotoService {
  constructor(
    private readonly db: Db,
    private readonly repos: { photos: PhotosRepo; competition: CompetitionRepo },
    private readonly deps: ActivityDeps,
    private readonly activities: ActivityService,
  ) {}

  async add(
    userId: number,
    b: {
      activity_id: number;
      urls: string[];
      tags: string[];
      division_id: number | null;
      round: Round | null;
      number: number | null;
    },
  ) {
    const a = await this.activities.forStaff(userId, b.activity_id);
    if (b.division_id !== null) {
      const d = await this.repos.competition.division(this.db, b.division_id);
      if (!d || d.activityId !== a.id) invalid('division_id', 'unknown');
    }
    await this.deps.files.assertOwned(userId, fileFields('urls', b.urls, 'image'));
    const tags = [...new Set(b.tags.map((t) => t.trim()).filter(Boolean))];
    const rows = await this.repos.photos.insert(
      this.db,
      b.urls.map((url) => ({
        activityId: a.id,
        userId,
        url,
        tags,
        divisionId: b.division_id,
        round: b.round,
        number: b.number,
      })),
    );
    return { list: rows.map(view) };
  }

  async remove(userId: number, b: { activity_id: number; ids: number[] }) {
    const a = await this.activities.forStaff(userId, b.activity_id);
    return { count: await this.repos.photos.remove(this.db, a.id, [...new Set(b.ids)]) };
  }

  async list(
    viewerId: number | null,
    q: {
      activity_id: number;
      tag?: string;
      division_id?: number;
      round?: Round;
      number?: number;
      cursor?: string;
      limit: number;
    },
  ) {
    const { a } = await this.activities.visible(viewerId, q.activity_id);
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repos.photos.list(
      this.db,
      a.id,
      { tag: q.tag, divisionId: q.division_id, round: q.round, number: q.number },
      after ? after[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (p) => String(p.id));
    return { list: list.map(view), next_cursor };
  }

  async tags(viewerId: number | null, activityId: number) {
    const { a } = await this.activities.visible(viewerId, activityId);
    const [tags, divisions, rounds, numbers, total, names] = await Promise.all([
      this.repos.photos.tags(this.db, a.id),
      this.repos.photos.by(this.db, a.id, 'divisionId'),
      this.repos.photos.by(this.db, a.id, 'round'),
      this.repos.photos.by(this.db, a.id, 'number'),
      this.repos.photos.count(this.db, a.id),
      this.repos.competition.divisionsOf(this.db, a.id),
    ]);
    const name = new Map(names.map((d) => [d.id, d.name]));
    return {
      tags,
      divisions: divisions
        .filter((d) => name.has(Number(d.value)))
        .map((d) => ({ id: Number(d.value), name: name.get(Number(d.value))!, count: d.n })),
      rounds: rounds.map((r) => ({ round: r.value as Round, count: r.n })),
      numbers: numbers.map((r) => ({ number: Number(r.value), count: r.n })),
      total,
    };
  }
}
