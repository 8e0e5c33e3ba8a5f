import type { ChatMessage } from '@dance/contracts/message';
import { Button, Checkbox, Popup, Radio, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ApiError } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { reportChat } from '../api/message-chat-report.ts';
import { useReportReasons } from '../api/inform-cats.ts';

/** Reporting a conversation: a reason (the report reasons) and the other side's messages in question. */
export function ReportPopup({
  visible,
  onClose,
  conversationId,
  messages,
  emoji,
}: {
  visible: boolean;
  onClose: () => void;
  conversationId: number | null;
  /** The other side's messages, newest first. */
  messages: ChatMessage[];
  emoji: (text: string) => string;
}) {
  const { t } = useTranslation();
  const reasons = useReportReasons();
  const [reason, setReason] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = messages.slice(0, 20);
  const shownKey = shown.map((m) => m.id).join(',');

  useEffect(() => {
    if (visible) setPicked(shownKey ? shownKey.split(',').map(Number) : []);
  }, [visible, shownKey]);

  const describe = (m: ChatMessage) =>
    m.recalled
      ? t('message.chat.recalledPeerName', { name: m.from.nickname })
      : m.kind === 'text'
        ? emoji(m.text)
        : t(`message.kind.${m.kind}`);

  const submit = async () => {
    if (!conversationId || reason === null || picked.length === 0) return;
    setBusy(true);
    try {
      await reportChat({ conversation_id: conversationId, cat_id: reason, message_ids: picked, content });
      showSuccess(t('message.report.done'));
      setContent('');
      setReason(null);
      onClose();
    } catch (e) {
      showToast(e instanceof ApiError ? e.message : t('message.report.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="mc-report" destroyOnClose>
      <div className="mc-report__head">{t('message.report.title')}</div>
      <div className="mc-report__body" data-testid="chat-report">
        <div className="mc-report__label">{t('message.report.reason')}</div>
        <Radio.Group value={reason} onChange={(v) => setReason(Number(v))}>
          <div className="mc-report__reasons">
            {(reasons.data?.list ?? []).map((r) => (
              <Radio
                key={r.id}
                value={r.id}
                className="mc-report__reason"
                data-testid={`chat-report-reason-${r.id}`}
              >
                {r.name}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        <div className="mc-report__label">{t('message.report.messages')}</div>
        {shown.length === 0 ? (
          <div className="mc-report__none">{t('message.report.noMessages')}</div>
        ) : (
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v.map(Number))}>
            <div className="mc-report__msgs">
              {shown.map((m) => (
                <Checkbox key={m.id} value={m.id} className="mc-report__msg">
                  <span className="mc-report__msg-text">{describe(m)}</span>
                </Checkbox>
              ))}
            </div>
          </Checkbox.Group>
        )}
        <TextArea
          className="mc-report__text"
          placeholder={t('message.report.placeholder')}
          value={content}
          onChange={setContent}
          maxLength={300}
          rows={2}
        />
      </div>
      <div className="mc-report__foot">
        <Button block onClick={onClose}>
          {t('message.common.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={reason === null || picked.length === 0 || !conversationId}
          data-testid="chat-report-submit"
          onClick={() => void submit()}
        >
          {t('message.report.submit')}
        </Button>
      </div>
    </Popup>
  );
}
