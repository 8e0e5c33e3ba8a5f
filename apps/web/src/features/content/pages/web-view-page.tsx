import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useArticleDetail } from '../api/article-detail.ts';
import { ArticleView } from './article-view.tsx';
import { StateView } from '../../../components/state-view.tsx';

/** An article by `id`, or an external page by `url` (http/https only) in a frame. */
export function WebViewPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const id = params.getId();
  const url = params.get('url');
  const article = useArticleDetail(id);
  const safeUrl = /^https?:\/\//i.test(url) ? url : '';
  const title = params.get('title') || article.data?.title || t('webView.title');
  return (
    // An article shows its own title in its heading: the bar does not repeat it.
    <Page path="/pages/web-view" title={id !== null ? '' : title}>
      {id !== null ? (
        <ArticleView id={id} />
      ) : safeUrl ? (
        <iframe
          className="web-frame"
          src={safeUrl}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          data-testid="web-view-frame"
        />
      ) : (
        <StateView kind="notFound" title={t('webView.missing')} />
      )}
    </Page>
  );
}
