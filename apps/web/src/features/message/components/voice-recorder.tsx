import { useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/react.ts';
import { AudioFill, CloseCircleOutline } from 'antd-mobile-icons';
import { showToast } from '../../../lib/toast.ts';

/** Sliding up this far (px) from where the finger went down cancels the recording. */
export const CANCEL_DISTANCE = 60;
const MAX_SECONDS = 60;
const MIN_SECONDS = 1;

export interface Recording {
  blob: Blob;
  /** Seconds. */
  duration: number;
  /** A file name whose extension says the container (webm, ogg, m4a). */
  filename: string;
}

/** What MediaRecorder can make here, best first: Opus in WebM (Chrome, Firefox), Ogg, MP4 (Safari). */
function recorderType(): { mimeType: string; ext: string } | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const options = [
    { mimeType: 'audio/webm;codecs=opus', ext: 'webm' },
    { mimeType: 'audio/webm', ext: 'webm' },
    { mimeType: 'audio/ogg;codecs=opus', ext: 'ogg' },
    { mimeType: 'audio/mp4', ext: 'm4a' },
  ];
  return options.find((o) => MediaRecorder.isTypeSupported(o.mimeType)) ?? { mimeType: '', ext: 'webm' };
}

type Phase = 'idle' | 'starting' | 'recording' | 'cancel';

/**
 * Press and hold to talk (MediaRecorder), slide up to cancel, release to send. Shorter than a
 * second is dropped; a minute stops by itself.
 */
export function VoiceRecorder({ onDone }: { onDone: (r: Recording) => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const startY = useRef(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const cancelled = useRef(false);
  const held = useRef(false);
  const ext = useRef('webm');

  const cleanup = () => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    recorder.current = null;
    setPhase('idle');
    setSeconds(0);
  };

  const finish = () => {
    held.current = false;
    const r = recorder.current;
    if (!r) {
      cleanup();
      return;
    }
    if (r.state !== 'inactive') r.stop();
  };

  const start = async (e: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'idle') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    startY.current = e.clientY;
    cancelled.current = false;
    held.current = true;
    const type = recorderType();
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      showToast(t('message.voice.unsupported'));
      return;
    }
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      cleanup();
      showToast(t('message.voice.denied'));
      return;
    }
    if (!held.current) {
      cleanup();
      return;
    }
    ext.current = type.ext;
    const r = new MediaRecorder(stream.current, type.mimeType ? { mimeType: type.mimeType } : undefined);
    chunks.current = [];
    r.ondataavailable = (ev) => {
      if (ev.data.size) chunks.current.push(ev.data);
    };
    r.onstop = () => {
      const duration = (Date.now() - startedAt.current) / 1000;
      const blob = new Blob(chunks.current, { type: r.mimeType || type.mimeType || 'audio/webm' });
      const dropped = cancelled.current;
      cleanup();
      if (dropped) return;
      if (duration < MIN_SECONDS) {
        showToast(t('message.voice.tooShort'));
        return;
      }
      onDone({
        blob,
        duration: Math.min(MAX_SECONDS, Math.round(duration * 10) / 10),
        filename: `voice.${ext.current}`,
      });
    };
    recorder.current = r;
    startedAt.current = Date.now();
    r.start(250);
    setPhase('recording');
    ticker.current = setInterval(() => {
      const s = Math.floor((Date.now() - startedAt.current) / 1000);
      setSeconds(s);
      if (s >= MAX_SECONDS) finish();
    }, 200);
  };

  const move = (e: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'recording' && phase !== 'cancel') return;
    const away = startY.current - e.clientY > CANCEL_DISTANCE;
    cancelled.current = away;
    setPhase(away ? 'cancel' : 'recording');
  };

  const end = () => finish();

  const active = phase === 'recording' || phase === 'cancel';
  return (
    <>
      <button
        type="button"
        className={active ? 'mc-hold mc-hold--active' : 'mc-hold'}
        data-testid="chat-voice-hold"
        onPointerDown={(e) => void start(e)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => {
          cancelled.current = true;
          finish();
        }}
        onContextMenu={(e) => e.preventDefault()}
      >
        {active ? t('message.voice.release') : t('message.voice.hold')}
      </button>
      {active &&
        createPortal(
          <div
            className={phase === 'cancel' ? 'mc-rec mc-rec--cancel' : 'mc-rec'}
            data-testid="chat-voice-overlay"
          >
            <div className="mc-rec__icon">{phase === 'cancel' ? <CloseCircleOutline /> : <AudioFill />}</div>
            <div className="mc-rec__time">{`${seconds}"`}</div>
            <div className="mc-rec__hint">
              {phase === 'cancel' ? t('message.voice.releaseToCancel') : t('message.voice.slideToCancel')}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
