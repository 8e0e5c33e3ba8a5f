import type { ChatMessage, ConversationItem } from '@dance/contracts/message';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, DotLoading, Input, SpinLoading } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { AudioOutline, MoreOutline, PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useLocation } from 'react-router';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { StateView, errorKind } from '../../../components/state-view.tsx';
import { ApiError, upload } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useEmojiList } from '../api/emoji-list.ts';
import { messageKeys } from '../api/keys.ts';
import { fetchMessageList } from '../api/message-list.ts';
import { markRead } from '../api/message-read.ts';
import { recallMessage } from '../api/message-recall.ts';
import { sendMessage, type SendBody } from '../api/message-send.ts';
import { markVoicePlayed } from '../api/message-voice-read.ts';
import { Bubble, PendingBubble } from '../components/bubble.tsx';
import { KeyboardIcon } from '../components/keyboard-icon.tsx';
import { ReportPopup } from '../components/report-popup.tsx';
import { VoiceRecorder, type Recording } from '../components/voice-recorder.tsx';
import { useEmojiText } from '../lib/emoji.ts';
import { useWhen } from '../lib/format.ts';
import { realtime, showStatistics } from '../lib/socket.ts';
import {
  ChatSync,
  Timeline,
  canRecall,
  needsTimeSeparator,
  newClientId,
  type PendingMessage,
} from '../lib/timeline.ts';
import './message.css';

type CardType = 'post' | 'goods' | 'order' | 'activity';
const CARD_TYPES: CardType[] = ['post', 'goods', 'order', 'activity'];

/** Who the chat is with: a conversation, a user, or a shop (contact the seller). */
interface Target {
  conversationId: number | null;
  userId: number | null;
  mchId: number | null;
  asMchId: number | null;
}

function useTarget(): Target & { name: string; card: { type: CardType; id: number } | null } {
  const p = usePageParams();
  const mch = p.get('mch_id');
  const mchId = mch !== '' && Number.isInteger(Number(mch)) && Number(mch) >= 0 ? Number(mch) : null;
  const cardType = p.get('card_type') as CardType;
  const cardId = p.getId('card_id');
  return {
    conversationId: p.getId('id') ?? p.getId('conversation_id'),
    userId: p.getId('user_id'),
    mchId,
    asMchId: p.getId('as_mch_id'),
    name: p.get('name'),
    card: CARD_TYPES.includes(cardType) && cardId ? { type: cardType, id: cardId } : null,
  };
}

/** Files of pending messages, kept to send them again without asking the user. */
interface Outgoing {
  file?: Blob;
  filename?: string;
  uploaded?: string;
  duration?: number;
}

function Chat() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const when = useWhen();
  const emoji = useEmojiText();
  const target = useTarget();
  const me = useUserStore((s) => s.user);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const timeline = useRef(new Timeline()).current;
  const convId = useRef<number | null>(target.conversationId);
  const [conversation, setConversation] = useState<ConversationItem | null>(null);
  const [peerRead, setPeerRead] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const olderCursor = useRef<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const outgoing = useRef(new Map<string, Outgoing>());
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'text' | 'voice'>('text');
  const [panel, setPanel] = useState<'none' | 'emoji'>('none');
  const [reporting, setReporting] = useState(false);
  const [offerCard, setOfferCard] = useState(target.card);
  const [playing, setPlaying] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const emojiList = useEmojiList(panel === 'emoji');
  const asShop = target.asMchId !== null ? { as_mch_id: target.asMchId } : {};

  const where = useCallback((): Pick<SendBody, 'conversation_id' | 'to_user_id' | 'mch_id'> => {
    if (convId.current) return { conversation_id: convId.current };
    if (target.userId) return { to_user_id: target.userId };
    return { mch_id: target.mchId ?? 0 };
  }, [target.userId, target.mchId]);

  const sync = useMemo(
    () =>
      new ChatSync(
        timeline,
        (after, cursor) =>
          convId.current
            ? fetchMessageList({
                conversation_id: convId.current,
                after_seq: after,
                cursor,
                limit: 50,
                ...asShop,
              })
            : Promise.resolve({ list: [], next_cursor: null, conversation: null }),
        bump,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeline, target.asMchId],
  );

  const adopt = useCallback((c: ConversationItem | null) => {
    if (!c) return;
    convId.current = c.id;
    setConversation(c);
    setPeerRead((r) => Math.max(r, c.peer_read_seq));
  }, []);

  // The first page: the newest messages.
  const load = useCallback(async () => {
    setError(null);
    try {
      const query = convId.current
        ? { conversation_id: convId.current }
        : target.userId
          ? { user_id: target.userId }
          : { mch_id: target.mchId ?? 0 };
      const page = await fetchMessageList({ ...query, limit: 20, ...asShop });
      adopt(page.conversation);
      timeline.add(page.list.filter((m): m is ChatMessage => m.type === 'message'));
      olderCursor.current = page.next_cursor;
      stick.current = true;
      setLoaded(true);
      bump();
    } catch (e) {
      setError(e as Error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adopt, timeline, target.userId, target.mchId, target.asMchId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Reading: what the other side sent is read while the chat is open and visible.
  const readUpTo = useRef(0);
  const lastPeerSeq = timeline
    .items()
    .reduce((n, i) => (i.type === 'message' && !i.message.is_self ? Math.max(n, i.message.seq) : n), 0);
  useEffect(() => {
    const id = convId.current;
    if (!loaded || !id || lastPeerSeq <= readUpTo.current) return;
    if (conversation && lastPeerSeq <= conversation.read_seq && readUpTo.current === 0) {
      readUpTo.current = conversation.read_seq;
      return;
    }
    if (document.visibilityState !== 'visible') return;
    const seq = Math.max(lastPeerSeq, timeline.lastSeq);
    readUpTo.current = seq;
    const timer = setTimeout(() => {
      void markRead({ conversation_id: id, seq })
        .then((s) => {
          showStatistics(s);
          void qc.invalidateQueries({ queryKey: messageKeys.collectionAll });
        })
        .catch(() => {
          readUpTo.current = 0;
        });
    }, 200);
    return () => clearTimeout(timer);
  }, [loaded, lastPeerSeq, conversation, timeline, qc]);

  // Realtime: new messages, recalls, transcoded voice, read receipts; resume after a reconnect.
  useEffect(() => {
    const off = realtime.subscribe((e) => {
      if (e.type === 'ready') {
        if (loaded) void sync.resume().catch(() => undefined);
        return;
      }
      if (e.type === 'message') {
        const m = e.message;
        if (!convId.current) {
          const fromPeer =
            (target.userId && m.from.type === 'user' && m.from.id === target.userId) ||
            (target.mchId !== null && m.from.type === 'shop' && m.from.id === target.mchId);
          if (!fromPeer) return;
          convId.current = m.conversation_id;
        }
        if (m.conversation_id !== convId.current) return;
        const el = scroller.current;
        stick.current = !el || el.scrollHeight - el.scrollTop - el.clientHeight < 120 || m.is_self;
        void sync.receive(m);
        return;
      }
      if (!convId.current || !('conversation_id' in e) || e.conversation_id !== convId.current) return;
      if (e.type === 'recall')
        void sync.apply(() => {
          timeline.update(e.seq, { recalled: true, text: '', image: null, voice: null, card: null });
        });
      else if (e.type === 'voice') void sync.apply(() => timeline.update(e.seq, { voice: e.voice }));
      else if (e.type === 'read' && !e.is_self) setPeerRead((r) => Math.max(r, e.read_seq));
    });
    return off;
  }, [sync, timeline, loaded, target.userId, target.mchId]);

  // Keep the bottom in view for new messages; keep the place when older ones come in above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  });

  const loadOlder = async () => {
    const cursor = olderCursor.current;
    const id = convId.current;
    if (!cursor || !id || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessageList({ conversation_id: id, cursor, limit: 20, ...asShop });
      const el = scroller.current;
      if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      stick.current = false;
      olderCursor.current = page.next_cursor;
      await sync.apply(() => timeline.add(page.list.filter((m): m is ChatMessage => m.type === 'message')));
    } catch {
      // The user scrolls up again to retry.
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
    if (el.scrollTop < 80) void loadOlder();
  };

  // Sending: shown at once, sent with a client id; a retry sends the same id (never twice).
  const deliver = async (p: PendingMessage) => {
    timeline.setPendingStatus(p.clientId, 'sending');
    bump();
    const out = outgoing.current.get(p.clientId);
    try {
      const body: SendBody = { ...where(), client_id: p.clientId, kind: p.kind, text: p.text };
      if (p.kind === 'image' || p.kind === 'voice') {
        if (!out?.uploaded) {
          if (!out?.file) throw new Error('no file');
          const file = new File([out.file], out.filename ?? 'file', { type: out.file.type });
          const up = await upload(file, p.kind === 'image' ? 'image' : 'audio');
          out.uploaded = up.url;
        }
        if (p.kind === 'image') body.image = out.uploaded;
        else body.voice = { url: out.uploaded, duration: out.duration ?? 1 };
      }
      if (p.kind === 'card' && p.card) body.card = p.card;
      const m = await sendMessage(body);
      if (!convId.current) convId.current = m.conversation_id;
      stick.current = true;
      await sync.apply(() => timeline.add([m]));
      outgoing.current.delete(p.clientId);
      void qc.invalidateQueries({ queryKey: messageKeys.collectionAll });
    } catch (e) {
      timeline.setPendingStatus(p.clientId, 'failed');
      bump();
      if (e instanceof ApiError && e.message) showToast(e.message);
    }
  };

  const queue = (p: Omit<PendingMessage, 'clientId' | 'status' | 'createdAt'>, out?: Outgoing) => {
    const pending: PendingMessage = {
      ...p,
      clientId: newClientId(),
      status: 'sending',
      createdAt: new Date().toISOString(),
    };
    if (out) outgoing.current.set(pending.clientId, out);
    timeline.addPending(pending);
    stick.current = true;
    bump();
    void deliver(pending);
  };

  const sendText = () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    queue({ kind: 'text', text: body, image: null, voice: null, card: null });
  };

  const sendImage = (file: File) => {
    const local = URL.createObjectURL(file);
    queue(
      { kind: 'image', text: '', image: { url: local }, voice: null, card: null },
      { file, filename: file.name || 'image.jpg' },
    );
  };

  const sendVoice = (r: Recording) => {
    queue(
      {
        kind: 'voice',
        text: '',
        image: null,
        voice: { url: URL.createObjectURL(r.blob), duration: r.duration },
        card: null,
      },
      { file: r.blob, filename: r.filename, duration: r.duration },
    );
  };

  const sendCard = (card: { type: CardType; id: number }) => {
    setOfferCard(null);
    queue({ kind: 'card', text: '', image: null, voice: null, card });
  };

  const play = (m: ChatMessage) => {
    if (!m.voice) return;
    const el = (audio.current ??= new Audio());
    if (playing === m.seq) {
      el.pause();
      setPlaying(null);
      return;
    }
    el.src = m.voice.url;
    el.onended = () => setPlaying(null);
    el.onerror = () => setPlaying(null);
    setPlaying(m.seq);
    el.play().catch(() => setPlaying(null));
    if (!m.is_self && !m.voice.played) {
      void sync.apply(() => timeline.update(m.seq, { voice: { ...m.voice!, played: true } }));
      void markVoicePlayed(m.id).catch(() => undefined);
    }
  };

  useEffect(() => () => audio.current?.pause(), []);

  const menu = (m: ChatMessage) => {
    const actions: Action[] = [];
    if (m.kind === 'text' && navigator.clipboard)
      actions.push({
        key: 'copy',
        text: t('message.chat.copy'),
        onClick: () =>
          void navigator.clipboard.writeText(m.text).then(() => showToast(t('message.chat.copied'))),
      });
    if (canRecall(m))
      actions.push({
        key: 'recall',
        text: t('message.chat.recall'),
        danger: true,
        onClick: () =>
          void recallMessage(m.id)
            .then((r) => sync.apply(() => timeline.add([r])))
            .catch((e: unknown) =>
              showToast(e instanceof ApiError ? e.message : t('message.chat.recallFailed')),
            ),
      });
    if (!m.is_self)
      actions.push({ key: 'report', text: t('message.chat.report'), onClick: () => setReporting(true) });
    if (!actions.length) return;
    const handler = ActionSheet.show({
      actions,
      cancelText: t('message.common.cancel'),
      onAction: () => handler.close(),
      closeOnAction: true,
    });
  };

  const more = () => {
    const handler = ActionSheet.show({
      actions: [
        {
          key: 'report',
          text: t('message.chat.reportChat'),
          disabled: !convId.current,
          onClick: () => {
            handler.close();
            setReporting(true);
          },
        },
      ],
      cancelText: t('message.common.cancel'),
    });
  };

  const items = timeline.items();
  const peerMessages = items
    .flatMap((i) => (i.type === 'message' && !i.message.is_self ? [i.message] : []))
    .reverse();
  const peer = conversation?.peer;
  const title = peer?.nickname || target.name || t('message.chat.title');
  let prevTime: string | null = null;

  return (
    <Page
      path="/pages/message-chat"
      title={title}
      className="mc-page"
      right={
        <button
          type="button"
          className="mc-more"
          aria-label={t('message.chat.more')}
          data-testid="chat-more"
          onClick={more}
        >
          <MoreOutline />
        </button>
      }
    >
      <div className="mc-scroll" ref={scroller} onScroll={onScroll} data-testid="chat-scroll">
        {error ? (
          <StateView kind={errorKind(error)} title={error.message} onRetry={() => void load()} />
        ) : !loaded ? (
          <div className="center-box">
            <SpinLoading color="primary" />
          </div>
        ) : (
          <>
            <div className="mc-older">
              {loadingOlder ? (
                <DotLoading />
              ) : olderCursor.current ? null : items.length > 0 ? (
                t('message.chat.start')
              ) : null}
            </div>
            {items.length === 0 && <div className="mc-hello">{t('message.chat.hello', { name: title })}</div>}
            {items.map((i) => {
              const at = i.type === 'message' ? i.message.created_at : i.pending.createdAt;
              const sep = needsTimeSeparator(prevTime, at);
              prevTime = at;
              return (
                <div key={i.key}>
                  {sep && <div className="mc-time">{when.full(at)}</div>}
                  {i.type === 'message' ? (
                    <Bubble
                      message={i.message}
                      emoji={emoji}
                      read={i.message.seq <= peerRead}
                      playing={playing === i.message.seq}
                      onPlay={play}
                      onMenu={menu}
                    />
                  ) : (
                    <PendingBubble
                      p={i.pending}
                      avatar={me?.avatar ?? ''}
                      emoji={emoji}
                      onRetry={(p) => void deliver(p)}
                    />
                  )}
                </div>
              );
            })}
          </>
        )}
      </div>
      {offerCard && (
        <div className="mc-offer" data-testid="chat-offer-card">
          <span className="mc-offer__text">{t(`message.offer.${offerCard.type}`)}</span>
          <button
            type="button"
            className="mc-offer__send"
            data-testid="chat-offer-send"
            onClick={() => sendCard(offerCard)}
          >
            {t('message.offer.send')}
          </button>
          <button
            type="button"
            className="mc-offer__close"
            aria-label={t('message.common.close')}
            onClick={() => setOfferCard(null)}
          >
            ×
          </button>
        </div>
      )}
      <div className="mc-bar">
        <button
          type="button"
          className="mc-bar__btn"
          aria-label={mode === 'text' ? t('message.voice.switch') : t('message.chat.keyboard')}
          data-testid="chat-mode"
          onClick={() => {
            setMode(mode === 'text' ? 'voice' : 'text');
            setPanel('none');
          }}
        >
          {mode === 'text' ? <AudioOutline /> : <KeyboardIcon />}
        </button>
        {mode === 'text' ? (
          <Input
            className="mc-bar__input"
            value={text}
            onChange={setText}
            placeholder={t('message.chat.placeholder')}
            maxLength={1000}
            enterKeyHint="send"
            onEnterPress={sendText}
            onFocus={() => setPanel('none')}
            data-testid="chat-input"
          />
        ) : (
          <VoiceRecorder onDone={sendVoice} />
        )}
        <button
          type="button"
          className={panel === 'emoji' ? 'mc-bar__btn mc-bar__btn--on' : 'mc-bar__btn'}
          aria-label={t('message.chat.emoji')}
          data-testid="chat-emoji"
          onClick={() => {
            setMode('text');
            setPanel(panel === 'emoji' ? 'none' : 'emoji');
          }}
        >
          <SmileOutline />
        </button>
        {text.trim() ? (
          <button type="button" className="mc-bar__send" data-testid="chat-send" onClick={sendText}>
            {t('message.chat.send')}
          </button>
        ) : (
          <button
            type="button"
            className="mc-bar__btn"
            aria-label={t('message.chat.image')}
            data-testid="chat-image-pick"
            onClick={() => imageInput.current?.click()}
          >
            <PictureOutline />
          </button>
        )}
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) sendImage(file);
          }}
        />
      </div>
      {panel === 'emoji' && (
        <div className="mc-emoji" data-testid="chat-emoji-panel">
          {(emojiList.data?.list ?? []).flatMap((g) =>
            g.list.map((e) => (
              <button
                type="button"
                key={e.code}
                className="mc-emoji__item"
                title={e.code}
                data-testid={`chat-emoji-${e.code}`}
                onClick={() => setText((s) => (s + e.code).slice(0, 1000))}
              >
                {e.char}
              </button>
            )),
          )}
          {emojiList.isPending && <DotLoading />}
        </div>
      )}
      <ReportPopup
        visible={reporting}
        onClose={() => setReporting(false)}
        conversationId={convId.current}
        messages={peerMessages}
        emoji={emoji}
      />
    </Page>
  );
}

/** A conversation: bubbles, sending and retry, emoji, images, voice, cards, recall, read receipts. */
export function MessageChatPage() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const { search } = useLocation();
  if (!isLogin)
    return (
      <Page path="/pages/message-chat" title={t('message.chat.title')}>
        <LoginRequired>
          <span />
        </LoginRequired>
      </Page>
    );
  // Another conversation opened over this one (a notification tapped) starts afresh.
  return <Chat key={search} />;
}
