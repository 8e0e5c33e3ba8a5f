import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  color: string;
  values: number[];
}

/** A line chart of the days (uPlot, loaded with the overview only). */
/** Axis numbers kept short enough for the axis: 12,500 reads 12.5k. */
const compact = (v: number) => (Math.abs(v) >= 10_000 ? `${v / 1000}k` : v.toLocaleString());

export default function DaysChart(props: {
  days: string[];
  series: Series[];
  dayLabel: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Days as noon UTC seconds: the x axis reads them as dates.
    const xs = props.days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: props.height ?? 220,
        series: [
          { label: props.dayLabel },
          ...props.series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true } })),
        ],
        axes: [
          { values: (_u, ticks) => ticks.map((v) => new Date(v * 1000).toISOString().slice(5, 10)) },
          { size: 56, values: (_u, ticks) => ticks.map(compact) },
        ],
        legend: { live: false },
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, ...props.series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height: props.height ?? 220 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [props.days, props.series, props.dayLabel, props.height]);
  return <div className="ops-chart" ref={box} />;
}
