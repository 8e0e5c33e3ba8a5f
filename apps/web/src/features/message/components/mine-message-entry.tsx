import { Badge } from 'antd-mobile';
import { BellOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useMessagesStore } from '../../../stores/messages.ts';
import { badgeText } from '../lib/format.ts';
import { refreshStatistics } from '../lib/socket.ts';
import { useEffect } from 'react';
import '../pages/message.css';

/** Mine: the message box entry with the live unread count. */
export default function MineMessageEntry() {
  const { t } = useTranslation();
  const count = useMessagesStore((s) => s.messageCount);
  useEffect(() => {
    void refreshStatistics();
  }, []);
  return (
    <button
      type="button"
      className="mm-entry"
      data-testid="mine-message"
      onClick={() => void navigateTo('/pages/message').catch(() => undefined)}
    >
      <span className="mm-entry__icon">
        <BellOutline />
      </span>
      <span className="mm-entry__label">{t('message.mine.title')}</span>
      <span className="mm-entry__hint">
        {count > 0 ? t('message.mine.unread', { count }) : t('message.mine.none')}
      </span>
      {count > 0 && (
        <Badge content={badgeText(count)} className="mm-entry__badge" data-testid="mine-message-badge" />
      )}
      <RightOutline className="mm-entry__arrow" />
    </button>
  );
}
