import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { showToast } from '../../../lib/toast.ts';
import { NO_LOOP, isLooping, loopMarks, loopTarget, nextStep, step, type AbLoop } from '../lib/ab-loop.ts';
import {
  SKIP_SECONDS,
  formatTime,
  mirrorTransform,
  nextSpeed,
  skipTo,
  speedLabel,
} from '../lib/player-controls.ts';
import {
  BackTenGlyph,
  ForwardTenGlyph,
  LoopGlyph,
  MirrorGlyph,
  PauseGlyph,
  PlayGlyph,
} from './player-icons.tsx';

interface LessonPlayerProps {
  /** The signed HLS playlist URL. */
  src: string;
  poster: string;
  title: string;
}

/**
 * The lesson player, made for learning to dance: a mirror (flip horizontally, as in a studio's
 * mirror), an A-B loop of a section, the spec's speeds and ten-second skips.
 */
export function LessonPlayer({ src, poster, title }: LessonPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [speed, setSpeed] = useState(1);
  const [mirrored, setMirrored] = useState(false);
  const [loop, setLoop] = useState<AbLoop>(NO_LOOP);
  const loopRef = useRef(loop);
  loopRef.current = loop;

  // A new lesson starts clean: no loop, the speed and mirror the dancer chose stay.
  useEffect(() => {
    setLoop(NO_LOOP);
    setTime(0);
    setDuration(Number.NaN);
    setPlaying(false);
  }, [src]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, src]);

  /** Back to A once playback reaches B; checked every frame while playing, so it never overshoots far. */
  const enforceLoop = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const target = loopTarget(loopRef.current, video.currentTime, video.ended);
    if (target === null) return;
    video.currentTime = target;
    if (video.paused) void video.play().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!playing || !isLooping(loop)) return;
    let frame = 0;
    const tick = () => {
      enforceLoop();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, loop, enforceLoop]);

  const video = () => videoRef.current;

  const togglePlay = () => {
    const v = video();
    if (!v) return;
    if (v.paused || v.ended) void v.play().catch(() => undefined);
    else v.pause();
  };

  const seek = (to: number) => {
    const v = video();
    if (!v) return;
    v.currentTime = to;
    setTime(to);
  };

  const skip = (delta: number) => {
    const v = video();
    if (v) seek(skipTo(v.currentTime, delta, v.duration));
  };

  const tapLoop = () => {
    const v = video();
    if (!v) return;
    const next = step(loop, v.currentTime);
    if (!next) {
      showToast(t('course.player.loopTooShort'));
      return;
    }
    setLoop(next);
  };

  const marks = loopMarks(loop, duration);
  const loopAction = nextStep(loop);
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;

  return (
    <div
      className="lesson-player"
      data-testid="lesson-player"
      data-loop-a={loop.a ?? undefined}
      data-loop-b={loop.b ?? undefined}
    >
      <div className="lesson-player__stage" onClick={togglePlay} role="presentation">
        <VideoPlayer
          ref={videoRef}
          src={src}
          hls
          poster={poster || undefined}
          className="lesson-player__video"
          style={{ transform: mirrorTransform(mirrored) }}
          data-testid="lesson-video"
          aria-label={title}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onLoadedMetadata={(e) => {
            setDuration(e.currentTarget.duration);
            e.currentTarget.playbackRate = speed;
          }}
          onDurationChange={(e) => setDuration(e.currentTarget.duration)}
          onTimeUpdate={(e) => {
            setTime(e.currentTarget.currentTime);
            enforceLoop();
          }}
          onEnded={() => {
            if (isLooping(loopRef.current)) enforceLoop();
            else setPlaying(false);
          }}
        />
        {!playing && (
          <span className="lesson-player__big-play" aria-hidden>
            <PlayGlyph />
          </span>
        )}
        <div className="lesson-player__badges">
          {mirrored && <span>{t('course.player.mirrored')}</span>}
          {speed !== 1 && <span>{speedLabel(speed)}</span>}
          {isLooping(loop) && <span>A-B</span>}
        </div>
      </div>

      <div className="lesson-player__bar">
        <span className="lesson-player__time" data-testid="lesson-time">
          {formatTime(time)}
        </span>
        <div className="lesson-player__track">
          {marks.a !== null && marks.b !== null && (
            <span
              className="lesson-player__range"
              style={{ left: `${marks.a * 100}%`, width: `${(marks.b - marks.a) * 100}%` }}
            />
          )}
          {marks.a !== null && (
            <span className="lesson-player__mark" style={{ left: `${marks.a * 100}%` }}>
              A
            </span>
          )}
          {marks.b !== null && (
            <span className="lesson-player__mark" style={{ left: `${marks.b * 100}%` }}>
              B
            </span>
          )}
          <input
            type="range"
            min={0}
            max={max}
            step={0.1}
            value={Math.min(time, max)}
            disabled={max === 0}
            aria-label={t('course.player.progress')}
            data-testid="lesson-seek"
            onChange={(e) => seek(Number(e.target.value))}
          />
        </div>
        <span className="lesson-player__time">{formatTime(duration)}</span>
      </div>

      <div className="lesson-player__tools">
        <button
          type="button"
          onClick={() => skip(-SKIP_SECONDS)}
          aria-label={t('course.player.back10')}
          data-testid="player-back"
        >
          <BackTenGlyph />
          <small>-10s</small>
        </button>
        <button
          type="button"
          className="lesson-player__play"
          onClick={togglePlay}
          aria-label={playing ? t('course.player.pause') : t('course.player.play')}
          data-testid="player-play"
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </button>
        <button
          type="button"
          onClick={() => skip(SKIP_SECONDS)}
          aria-label={t('course.player.forward10')}
          data-testid="player-forward"
        >
          <ForwardTenGlyph />
          <small>+10s</small>
        </button>
        <button
          type="button"
          className={speed !== 1 ? 'is-on' : undefined}
          onClick={() => setSpeed((s) => nextSpeed(s))}
          aria-label={t('course.player.speed')}
          data-testid="player-speed"
        >
          <b>{speedLabel(speed)}</b>
          <small>{t('course.player.speed')}</small>
        </button>
        <button
          type="button"
          className={mirrored ? 'is-on' : undefined}
          onClick={() => setMirrored((m) => !m)}
          aria-pressed={mirrored}
          aria-label={t('course.player.mirror')}
          data-testid="player-mirror"
        >
          <MirrorGlyph />
          <small>{t('course.player.mirror')}</small>
        </button>
        <button
          type="button"
          className={loop.a !== null ? 'is-on' : undefined}
          onClick={tapLoop}
          aria-label={t(`course.player.loop.${loopAction}`)}
          data-testid="player-loop"
          data-step={loopAction}
        >
          <LoopGlyph />
          <small>{loopAction === 'setA' ? 'A' : loopAction === 'setB' ? 'B' : '✕ A-B'}</small>
        </button>
      </div>
      <div className="lesson-player__hint" data-testid="player-loop-hint">
        {loop.a === null
          ? t('course.player.loopHint')
          : loop.b === null
            ? t('course.player.loopHasA', { a: formatTime(loop.a) })
            : t('course.player.looping', { a: formatTime(loop.a), b: formatTime(loop.b) })}
      </div>
    </div>
  );
}
