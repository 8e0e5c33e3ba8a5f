/* The player's icons: inline SVG in currentColor, 1em square unless sized by CSS. */
import type { SVGProps } from 'react';

const base = (props: SVGProps<SVGSVGElement>) => ({
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  'aria-hidden': true,
  ...props,
});

export const PlayIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M8 5.1v13.8a.8.8 0 0 0 1.2.7l10.6-6.9a.8.8 0 0 0 0-1.4L9.2 4.4A.8.8 0 0 0 8 5.1z" />
  </svg>
);
export const PauseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <rect x="6" y="5" width="4" height="14" rx="1.2" />
    <rect x="14" y="5" width="4" height="14" rx="1.2" />
  </svg>
);
export const NextIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M5 6.2v11.6a.7.7 0 0 0 1.1.6l8.4-5.8a.7.7 0 0 0 0-1.2L6.1 5.6a.7.7 0 0 0-1.1.6z" />
    <rect x="16.5" y="5.5" width="2.5" height="13" rx="1" />
  </svg>
);
export const PrevIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)} style={{ transform: 'scaleX(-1)', ...p.style }}>
    <path d="M5 6.2v11.6a.7.7 0 0 0 1.1.6l8.4-5.8a.7.7 0 0 0 0-1.2L6.1 5.6a.7.7 0 0 0-1.1.6z" />
    <rect x="16.5" y="5.5" width="2.5" height="13" rx="1" />
  </svg>
);
const stroke = (p: SVGProps<SVGSVGElement>) => ({
  ...base(p),
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});
export const ListLoopIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M4 11V9a3 3 0 0 1 3-3h12l-3-3M20 13v2a3 3 0 0 1-3 3H5l3 3" />
  </svg>
);
export const LoopOneIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M4 11V9a3 3 0 0 1 3-3h12l-3-3M20 13v2a3 3 0 0 1-3 3H5l3 3" />
    <path d="M11 10.5l1.5-1v5" strokeWidth={1.6} />
  </svg>
);
export const ListIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M4 6h16M4 12h10M4 18h8M17 15v6l4-2" />
  </svg>
);
export const DownloadIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </svg>
);
export const CommentIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-7l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
  </svg>
);
export const ShareIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M14 5l6 6-6 6M20 11h-8a7 7 0 0 0-7 7" />
  </svg>
);
export const BackIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M3 4h2.5l2 11h10.5l2-8H7M9 20h.01M17 20h.01" />
  </svg>
);
export const MetronomeIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...stroke(p)}>
    <path d="M9 3h6l4 18H5L9 3zM12 15l5-8M7.5 15h9" />
  </svg>
);
/** The like: outlined, or filled when `on`. */
export const HeartIcon = ({ on, ...p }: SVGProps<SVGSVGElement> & { on?: boolean }) => (
  <svg {...base(p)} fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8}>
    <path d="M12 20.3s-7.6-4.6-9.1-9.4C1.8 7.4 4 4.2 7.3 4.2c2 0 3.5 1.1 4.7 2.8 1.2-1.7 2.7-2.8 4.7-2.8 3.3 0 5.5 3.2 4.4 6.7-1.5 4.8-9.1 9.4-9.1 9.4z" />
  </svg>
);
