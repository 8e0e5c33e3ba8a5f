import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';

interface Props {
  peaks: readonly number[];
  /** 0..1 */
  progress: number;
  /** The A-B loop as fractions, shaded. */
  loop?: { a: number | null; b: number | null };
  onSeek: (fraction: number) => void;
}

const BARS = 72;

/** The track's waveform from its peaks: played bars lit, a tap or drag seeks. */
export function Waveform({ peaks, progress, loop, onSeek }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const source =
    peaks.length > 0 ? peaks : Array.from({ length: BARS }, (_, i) => 0.25 + 0.2 * Math.abs(Math.sin(i / 3)));
  const step = source.length / BARS;
  const bars = Array.from({ length: BARS }, (_, i) => {
    const slice = source.slice(
      Math.floor(i * step),
      Math.max(Math.floor((i + 1) * step), Math.floor(i * step) + 1),
    );
    return Math.max(0.08, ...slice);
  });
  const seekAt = (e: PointerEvent<HTMLDivElement>) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width === 0) return;
    onSeek(Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)));
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') onSeek(Math.min(1, progress + 0.05));
    if (e.key === 'ArrowLeft') onSeek(Math.max(0, progress - 0.05));
  };
  const a = loop?.a ?? null;
  const b = loop?.b ?? null;
  return (
    <div
      ref={box}
      className="waveform"
      data-testid="music-waveform"
      role="slider"
      tabIndex={0}
      aria-label={t('music.player.seek')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        seekAt(e);
      }}
      onPointerMove={(e) => {
        if (e.buttons > 0) seekAt(e);
      }}
      onKeyDown={onKey}
    >
      {a !== null && (
        <span
          className="waveform__loop"
          style={{ left: `${a * 100}%`, width: b !== null ? `${Math.max(0, b - a) * 100}%` : '2px' }}
        />
      )}
      {bars.map((h, i) => (
        <i
          key={i}
          className={(i + 0.5) / BARS <= progress ? 'waveform__bar waveform__bar--on' : 'waveform__bar'}
          style={{ height: `${Math.round(h * 100)}%` }}
        />
      ))}
    </div>
  );
}
