import { PostDetailScreen } from '../components/post-detail-screen.tsx';

/** A post: pictures (or video) on top, then text and comments. */
export function BbsDetailPage() {
  return <PostDetailScreen path="/pages/bbs-detail" article={false} />;
}

/** A post read as an article: title and text first, pictures inline. */
export function ArticleDetailPage() {
  return <PostDetailScreen path="/pages/article-detail" article />;
}
