import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { navigateBack } from '../../../lib/navigation.ts';
import { BackIcon, PauseIcon, PlayIcon } from '../components/icons.tsx';
import { tapTempo } from '../lib/format.ts';

const MIN = 40;
const MAX = 250;
const LOOKAHEAD_S = 0.12;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, Math.round(n)));

/**
 * A metronome on Web Audio: clicks scheduled ahead on the audio clock (a timer only tops up the
 * queue), so the beat stays steady whatever the page does.
 */
function useMetronome(bpm: number, beats: number) {
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState(-1);
  const ctx = useRef<AudioContext | null>(null);
  const state = useRef({ next: 0, count: 0, bpm, beats });
  state.current.bpm = bpm;
  state.current.beats = beats;

  useEffect(() => {
    if (!running) return;
    const ac = (ctx.current ??= new AudioContext());
    void ac.resume();
    state.current.next = ac.currentTime + 0.05;
    state.current.count = 0;
    const timers: number[] = [];
    const tick = () => {
      const s = state.current;
      while (s.next < ac.currentTime + LOOKAHEAD_S) {
        const accent = s.count % s.beats === 0;
        const osc = ac.createOscillator();
        const gain = ac.createGain();
        osc.frequency.value = accent ? 1760 : 1100;
        gain.gain.setValueAtTime(accent ? 0.9 : 0.55, s.next);
        gain.gain.exponentialRampToValueAtTime(0.001, s.next + 0.05);
        osc.connect(gain).connect(ac.destination);
        osc.start(s.next);
        osc.stop(s.next + 0.06);
        const shown = s.count % s.beats;
        timers.push(window.setTimeout(() => setBeat(shown), Math.max(0, (s.next - ac.currentTime) * 1000)));
        s.next += 60 / s.bpm;
        s.count += 1;
      }
    };
    tick();
    const id = window.setInterval(tick, 25);
    return () => {
      window.clearInterval(id);
      timers.forEach((t) => window.clearTimeout(t));
      setBeat(-1);
    };
  }, [running]);

  useEffect(() => () => void ctx.current?.close(), []);
  return { running, setRunning, beat };
}

/** Practice: tap the tempo of a track, then keep it with the metronome. */
export function TstPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [bpm, setBpm] = useState(() => clamp(Number(params.get('bpm')) || 100));
  const [beats, setBeats] = useState(4);
  const taps = useRef<number[]>([]);
  const [tapped, setTapped] = useState<number | null>(null);
  const { running, setRunning, beat } = useMetronome(bpm, beats);

  const tap = () => {
    const now = performance.now();
    // A pause of two seconds starts a new count.
    if (taps.current.length > 0 && now - taps.current[taps.current.length - 1]! > 2000) taps.current = [];
    taps.current.push(now);
    const found = tapTempo(taps.current);
    setTapped(taps.current.length);
    if (found !== null) setBpm(clamp(found));
  };

  return (
    <div className="page tst" data-page="/pages/tst">
      <header className="tst__bar">
        <button type="button" className="playing__icon" aria-label={t('music.back')} onClick={navigateBack}>
          <BackIcon />
        </button>
        <h1>{t('music.tst.title')}</h1>
        <span />
      </header>

      <div className="tst__beats" aria-hidden>
        {Array.from({ length: beats }, (_, i) => (
          <i key={i} className={i === beat ? (i === 0 ? 'on accent' : 'on') : ''} />
        ))}
      </div>

      <div className="tst__tempo">
        <button type="button" aria-label="-1" onClick={() => setBpm((b) => clamp(b - 1))}>
          −
        </button>
        <div>
          <b data-testid="tst-bpm">{bpm}</b>
          <small>BPM</small>
        </div>
        <button type="button" aria-label="+1" onClick={() => setBpm((b) => clamp(b + 1))}>
          +
        </button>
      </div>
      <input
        className="tst__slider"
        type="range"
        min={MIN}
        max={MAX}
        value={bpm}
        aria-label={t('music.tst.tempo')}
        onChange={(e) => setBpm(clamp(Number(e.target.value)))}
      />

      <div className="tst__meter" role="radiogroup" aria-label={t('music.tst.meter')}>
        {[2, 3, 4, 6].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={beats === n}
            className={beats === n ? 'rates__item rates__item--on' : 'rates__item'}
            onClick={() => setBeats(n)}
          >
            {n}/4
          </button>
        ))}
      </div>

      <button type="button" className="tst__tap" data-testid="tst-tap" onPointerDown={tap}>
        <b>{t('music.tst.tap')}</b>
        <small>{tapped === null ? t('music.tst.tapHint') : t('music.tst.taps', { count: tapped })}</small>
      </button>

      <button
        type="button"
        className="playing__play tst__go"
        data-testid="tst-toggle"
        aria-label={running ? t('music.tst.stop') : t('music.tst.start')}
        onClick={() => setRunning(!running)}
      >
        {running ? <PauseIcon /> : <PlayIcon />}
      </button>
      <p className="tst__hint">{t('music.tst.hint')}</p>
    </div>
  );
}
