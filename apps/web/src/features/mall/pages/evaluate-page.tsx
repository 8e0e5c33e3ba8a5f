import type { OrderDetail, OrderLine } from '@dance/contracts/mall';
import { Button, Checkbox, Rate, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useAppraiseOrder } from '../api/order-appraise.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import { ImagePicker, imageUrls } from '../components/image-picker.tsx';
import { errorMessage } from '../lib/require-login.ts';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/evaluate';
const SCORE_WORDS = ['', 'bad', 'poor', 'fair', 'good', 'great'] as const;

interface Draft {
  score: number;
  content: string;
  images: ImageUploadItem[];
}

interface LineReviewProps {
  line: OrderLine;
  draft: Draft;
  onChange: (d: Draft) => void;
  onBusy: (busy: boolean) => void;
}

function LineReview({ line, draft, onChange, onBusy }: LineReviewProps) {
  const { t } = useTranslation();
  return (
    <section className="mall-card evaluate-line" data-testid={`evaluate-line-${line.id}`}>
      <div className="evaluate-line__head">
        <img src={line.cover} alt="" />
        <div>
          <div className="order-line__name">{line.name}</div>
          <div className="order-line__spec">{line.spec_text}</div>
        </div>
      </div>
      <div className="evaluate-line__score">
        <span>{t('mall.evaluate.score')}</span>
        <Rate
          value={draft.score}
          allowClear={false}
          onChange={(score) => onChange({ ...draft, score })}
          data-testid="evaluate-rate"
        />
        <span className="evaluate-line__word">
          {t(`mall.evaluate.word.${SCORE_WORDS[draft.score] ?? 'great'}`)}
        </span>
      </div>
      <TextArea
        className="evaluate-line__text"
        value={draft.content}
        maxLength={500}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('mall.evaluate.placeholder')}
        onChange={(content) => onChange({ ...draft, content })}
        data-testid="evaluate-text"
      />
      <ImagePicker
        value={draft.images}
        onChange={(images) => onChange({ ...draft, images })}
        onBusy={onBusy}
        testId="evaluate-images"
      />
    </section>
  );
}

function EvaluateForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lines = order.items.filter((l) => l.is_appraised === 0);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, { score: 5, content: '', images: [] }])),
  );
  const [anonymous, setAnonymous] = useState(false);
  const [uploading, setUploading] = useState<Record<number, boolean>>({});
  const busy = Object.values(uploading).some(Boolean);
  const appraise = useAppraiseOrder();

  if (lines.length === 0)
    return <StateView kind="empty" picture="comments" title={t('mall.evaluate.allDone')} />;

  const submit = () => {
    appraise.mutate(
      {
        order_id: order.id,
        items: lines.map((l) => {
          const d = drafts[l.id]!;
          return {
            order_item_id: l.id,
            score: d.score,
            content: d.content.trim(),
            images: imageUrls(d.images),
            is_anonymous: anonymous ? 1 : 0,
          };
        }),
      },
      {
        onSuccess: () => {
          showSuccess(t('mall.evaluate.thanks'));
          navigateBack();
        },
        onError: (e) => showToast(errorMessage(e)),
      },
    );
  };

  return (
    <>
      {lines.map((l) => (
        <LineReview
          key={l.id}
          line={l}
          draft={drafts[l.id]!}
          onChange={(d) => setDrafts((all) => ({ ...all, [l.id]: d }))}
          onBusy={(b) => setUploading((u) => ({ ...u, [l.id]: b }))}
        />
      ))}
      <div className="mall-bar__spacer" />
      <div className="mall-bar evaluate-bar">
        <Checkbox checked={anonymous} onChange={setAnonymous} data-testid="evaluate-anonymous">
          {t('mall.evaluate.anonymous')}
        </Checkbox>
        <Button
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={appraise.isPending}
          disabled={busy}
          onClick={submit}
          data-testid="evaluate-submit"
        >
          {t('mall.evaluate.submit')}
        </Button>
      </div>
    </>
  );
}

export function EvaluatePage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useOrderDetail(id);
  return (
    <Page path={PATH} title={t('mall.evaluate.title')} className="mall-page">
      <LoginRequired>
        {id === null ? (
          <StateView kind="notFound" title={t('mall.detail.notFound')} />
        ) : (
          <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
            {query.data && <EvaluateForm order={query.data} />}
          </QueryState>
        )}
      </LoginRequired>
    </Page>
  );
}
