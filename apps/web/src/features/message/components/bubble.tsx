import type { ChatCard, ChatMessage } from '@dance/contracts/message';
import { Avatar, Image, ImageViewer, SpinLoading } from 'antd-mobile';
import { ExclamationCircleFill, SoundOutline } from 'antd-mobile-icons';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { formatFen, toFen } from '../../../lib/money.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import type { PendingMessage } from '../lib/timeline.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

const CARD_PAGES: Record<ChatCard['type'], string> = {
  post: '/pages/bbs-detail',
  goods: '/pages/goods-detail',
  order: '/pages/order-detail',
  activity: '/pages/activity-detail',
};

export function CardView({ card }: { card: ChatCard }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mc-card"
      data-testid={`chat-card-${card.type}-${card.id}`}
      onClick={() => go(pageUrl(CARD_PAGES[card.type], { id: card.id }))}
    >
      {card.cover ? (
        <Image src={card.cover} width={56} height={56} fit="cover" className="mc-card__cover" lazy />
      ) : (
        <span className="mc-card__cover mc-card__cover--empty" />
      )}
      <span className="mc-card__main">
        <span className="mc-card__title">{card.title}</span>
        {/* A post's second line is its kind, which the label below already says. */}
        {card.subtitle && card.type !== 'post' && <span className="mc-card__sub">{card.subtitle}</span>}
        <span className="mc-card__foot">
          <span className="mc-card__kind">{t(`message.card.${card.type}`)}</span>
          {card.price !== null && <span className="mc-card__price">¥{formatFen(toFen(card.price))}</span>}
        </span>
      </span>
    </button>
  );
}

/** A voice bubble: wider for longer messages; a red dot until the listener plays it. */
function VoiceView({
  url,
  duration,
  dot,
  mine,
  onPlay,
  playing,
}: {
  url: string;
  duration: number | null;
  dot: boolean;
  mine: boolean;
  onPlay: (url: string) => void;
  playing: boolean;
}) {
  const secs = Math.max(1, Math.round(duration ?? 1));
  const width = `${Math.min(16, 6 + secs * 0.35)}rem`;
  return (
    <span className="mc-voice-wrap">
      <button
        type="button"
        className={`mc-bubble mc-voice${mine ? ' mc-voice--mine' : ''}${playing ? ' mc-voice--playing' : ''}`}
        style={{ width }}
        data-testid="chat-voice"
        onClick={() => onPlay(url)}
      >
        <SoundOutline className="mc-voice__icon" />
        <span className="mc-voice__len">{`${secs}"`}</span>
      </button>
      {dot && <span className="mc-voice__dot" data-testid="chat-voice-dot" />}
    </span>
  );
}

export interface BubbleProps {
  message: ChatMessage;
  emoji: (text: string) => string;
  /** The other side has read it (my messages only). */
  read: boolean;
  playing: boolean;
  onPlay: (m: ChatMessage) => void;
  onMenu: (m: ChatMessage) => void;
}

function useLongPress(onLong: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: () => {
      clear();
      timer.current = setTimeout(onLong, 500);
    },
    onPointerUp: clear,
    onPointerLeave: clear,
    onPointerCancel: clear,
    onContextMenu: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      clear();
      onLong();
    },
  };
}

function Row({
  mine,
  avatar,
  children,
  status,
  testId,
  press,
}: {
  mine: boolean;
  avatar: string;
  children: ReactNode;
  status?: ReactNode;
  testId: string;
  press?: ReturnType<typeof useLongPress>;
}) {
  return (
    <div className={mine ? 'mc-row mc-row--mine' : 'mc-row'} data-testid={testId}>
      <Avatar src={avatar} className="mc-row__avatar" />
      <div className="mc-row__body" {...press}>
        {children}
      </div>
      {status && <div className="mc-row__status">{status}</div>}
    </div>
  );
}

export function Bubble({ message: m, emoji, read, playing, onPlay, onMenu }: BubbleProps) {
  const { t } = useTranslation();
  const press = useLongPress(() => onMenu(m));
  if (m.recalled)
    return (
      <div className="mc-notice" data-testid={`chat-msg-${m.seq}`} data-recalled="1">
        {m.is_self
          ? t('message.chat.recalledMine')
          : t('message.chat.recalledPeerName', { name: m.from.nickname })}
      </div>
    );
  let body: ReactNode = null;
  if (m.kind === 'text') body = <div className="mc-bubble mc-text">{emoji(m.text)}</div>;
  else if (m.kind === 'image' && m.image)
    body = (
      <button
        type="button"
        className="mc-image"
        data-testid="chat-image"
        onClick={() => ImageViewer.show({ image: m.image!.url })}
      >
        <Image src={m.image.url} fit="cover" className="mc-image__img" lazy={false} />
      </button>
    );
  else if (m.kind === 'voice' && m.voice)
    body = (
      <VoiceView
        url={m.voice.url}
        duration={m.voice.duration}
        dot={!m.is_self && !m.voice.played}
        mine={m.is_self}
        playing={playing}
        onPlay={() => onPlay(m)}
      />
    );
  else if (m.kind === 'card' && m.card) body = <CardView card={m.card} />;
  const status = m.is_self ? (
    <span
      className={read ? 'mc-read mc-read--yes' : 'mc-read'}
      data-testid={`chat-read-${m.seq}`}
      data-read={read ? '1' : '0'}
    >
      {read ? t('message.chat.read') : t('message.chat.unread')}
    </span>
  ) : undefined;
  return (
    <Row mine={m.is_self} avatar={m.from.avatar} status={status} testId={`chat-msg-${m.seq}`} press={press}>
      {body}
    </Row>
  );
}

/** My message on its way: a spinner, or a red mark to send it again (same client id). */
export function PendingBubble({
  p,
  avatar,
  emoji,
  onRetry,
}: {
  p: PendingMessage;
  avatar: string;
  emoji: (text: string) => string;
  onRetry: (p: PendingMessage) => void;
}) {
  const { t } = useTranslation();
  let body: ReactNode = null;
  if (p.kind === 'text') body = <div className="mc-bubble mc-text">{emoji(p.text)}</div>;
  else if (p.kind === 'image' && p.image)
    body = (
      <div className="mc-image">
        <Image src={p.image.url} fit="cover" className="mc-image__img" lazy={false} />
      </div>
    );
  else if (p.kind === 'voice' && p.voice)
    body = (
      <div className="mc-bubble mc-voice mc-voice--mine" style={{ width: '7rem' }}>
        <SoundOutline className="mc-voice__icon" />
        <span className="mc-voice__len">{`${Math.max(1, Math.round(p.voice.duration))}"`}</span>
      </div>
    );
  else if (p.kind === 'card') body = <div className="mc-bubble mc-text">{t('message.kind.card')}</div>;
  const status =
    p.status === 'sending' ? (
      <SpinLoading style={{ '--size': '1.6rem' }} data-testid="chat-sending" />
    ) : (
      <button
        type="button"
        className="mc-retry"
        aria-label={t('message.chat.retry')}
        data-testid="chat-retry"
        onClick={() => onRetry(p)}
      >
        <ExclamationCircleFill />
      </button>
    );
  return (
    <Row mine avatar={avatar} status={status} testId={`chat-pending-${p.clientId}`}>
      {body}
    </Row>
  );
}
