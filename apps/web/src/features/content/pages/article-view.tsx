import { useMemo } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { useArticleDetail } from '../api/article-detail.ts';
import './content.css';

/** One article: title, date and its HTML body. */
export function ArticleView({ id, showTitle = true }: { id: number | null; showTitle?: boolean }) {
  const query = useArticleDetail(id);
  const html = useMemo(() => sanitizeHtml(query.data?.content ?? ''), [query.data?.content]);
  // A body that opens with its own heading is not given a second one.
  const ownHeading = /^\s*<h[12][\s>]/i.test(html);
  return (
    <QueryState isPending={id !== null && query.isPending} error={query.error} refetch={query.refetch}>
      {query.data && (
        <article className="article" data-testid="article">
          {showTitle && !ownHeading && <h1 className="article__title">{query.data.title}</h1>}
          {showTitle && <div className="article__meta">{query.data.created_at.slice(0, 10)}</div>}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </QueryState>
  );
}
