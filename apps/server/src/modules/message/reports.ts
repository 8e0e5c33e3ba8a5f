import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { ChatService } from './chat.ts';
import type { MessagesRepo } from './messages.repo.ts';
import type { ReportUser } from './ports.ts';
import type { ReportsRepo } from './reports.repo.ts';

/** How much of the reported messages the report's own text quotes for the operators. */
const QUOTE_CHARS = 300;

/**
 * Chat reports. The report goes into the operators' existing queue (the community's reports) as a
 * report of the account that wrote the messages, its text quoting them; the messages themselves,
 * as they were when reported (a recall does not erase them), are kept here with the report's id.
 */
export class ChatReports {
  private reportUser: ReportUser | null = null;

  constructor(
    private readonly db: Db,
    private readonly chat: ChatService,
    private readonly messages: MessagesRepo,
    private readonly repo: ReportsRepo,
  ) {}

  /** The community's report queue (built after this module); wired in app.ts. */
  useReports(fn: ReportUser): void {
    this.reportUser = fn;
  }

  async report(
    userId: number,
    body: { conversation_id: number; cat_id: number; message_ids: number[]; content: string },
  ): Promise<{ id: number }> {
    if (!this.reportUser) throw new Error('message: the report queue is not wired');
    const seat = await this.chat.seat(userId, body.conversation_id);
    const ids = [...new Set(body.message_ids)];
    const rows = await this.messages.byIds(this.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    body.message_ids.forEach((id) => {
      if (byId.get(id)?.conversationId !== seat.conv.id) notFound('message');
    });
    const theirs = ids.map((id) => byId.get(id)!).filter((r) => r.side !== seat.side);
    if (!theirs.length) invalid('message_ids', 'none from the other side');
    theirs.sort((a, b) => a.seq - b.seq);
    const quoted = theirs
      .map((r) => `#${r.seq} ${r.kind === 'text' ? r.text : `[${r.kind}]`}`)
      .join('\n')
      .slice(0, QUOTE_CHARS);
    const content = [body.content, `[chat ${seat.conv.id}]`, quoted].filter(Boolean).join('\n').slice(0, 500);
    // The account that wrote them: the other user, or the clerk who answered for a shop.
    const id = await this.reportUser(userId, { userId: theirs[0]!.senderId, catId: body.cat_id, content });
    await this.repo.insert(this.db, {
      reportId: id,
      conversationId: seat.conv.id,
      reporterId: userId,
      messages: theirs.map((r) => ({
        id: r.id,
        seq: r.seq,
        kind: r.kind,
        text: r.text,
        payload: r.payload,
        created_at: r.createdAt.toISOString(),
      })),
    });
    return { id };
  }
}
