import type { GoodsComment } from '@dance/contracts/mall';
import { Avatar, ImageViewer, Rate } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { formatDate } from '../lib/format.ts';

export function CommentItem({ comment }: { comment: GoodsComment }) {
  const { t } = useTranslation();
  return (
    <div className="comment" data-testid={`comment-${comment.id}`}>
      <div className="comment__head">
        <Avatar src={comment.user.avatar} className="comment__avatar" />
        <div className="comment__who">
          <div className="comment__name">
            {comment.is_anonymous ? t('mall.review.anonymousUser') : comment.user.nickname}
          </div>
          <Rate readOnly value={comment.score} className="comment__rate" />
        </div>
        <span className="muted">{formatDate(comment.created_at)}</span>
      </div>
      {comment.content && <div className="comment__text">{comment.content}</div>}
      {comment.images.length > 0 && (
        <div className="comment__images">
          {comment.images.map((src, i) => (
            <img
              key={`${src}-${i}`}
              src={src}
              alt=""
              loading="lazy"
              onClick={() => ImageViewer.Multi.show({ images: comment.images, defaultIndex: i })}
            />
          ))}
        </div>
      )}
      {comment.spec_text && <div className="comment__spec">{comment.spec_text}</div>}
    </div>
  );
}
