import mpegts from 'mpegts.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Plays a live's HTTP-FLV stream with mpegts.js (Media Source Extensions), muted until tapped. */
export function FlvPlayer({ url, poster }: { url: string; poster?: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const supported = mpegts.isSupported();

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

  if (!supported) return <div className="live-player live-player--empty">{t('live.room.noMse')}</div>;
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
