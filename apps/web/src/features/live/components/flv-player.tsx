import mpegts from 'mpegts.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';

/** Whether this browser plays HLS itself (iOS Safari). */
const nativeHls = () =>
  typeof document !== 'undefined' &&
  document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Plays a live: HTTP-FLV through mpegts.js where the browser has Media Source Extensions, else
 * the HLS remux natively (iOS Safari); muted until tapped, as autoplay requires.
 */
export function FlvPlayer({ url, hls, poster }: { url: string; hls: string | null; poster?: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const supported = mpegts.isSupported();
  const useHls = !supported && hls !== null && nativeHls();

  useEffect(() => {
    const el = video.current;
    if (!el || !useHls || !hls) return;
    el.src = hls;
    void el.play().catch(() => undefined);
    return () => {
      el.removeAttribute('src');
      el.load();
    };
  }, [hls, useHls]);

  useEffect(() => {
    const el = video.current;
    if (!el || !supported) return;
    const player = mpegts.createPlayer(
      { type: 'flv', isLive: true, url: new URL(url, globalThis.location.href).toString() },
      { enableStashBuffer: false, liveBufferLatencyChasing: true, lazyLoad: false },
    );
    player.attachMediaElement(el);
    player.load();
    void Promise.resolve(player.play()).catch(() => undefined);
    return () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }, [url, supported]);

  if (!supported && !useHls)
    return <div className="live-player live-player--empty">{t('live.room.noMse')}</div>;
  return (
    <div className="live-player">
      <video
        ref={video}
        muted={muted}
        autoPlay
        playsInline
        poster={poster || undefined}
        data-testid="live-video"
      />
      {muted ? (
        <button type="button" className="live-player__unmute" onClick={() => setMuted(false)}>
          {t('live.room.unmute')}
        </button>
      ) : null}
    </div>
  );
}
