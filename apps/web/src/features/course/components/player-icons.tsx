import type { SVGProps } from 'react';

/* The lesson player's own glyphs (antd-mobile's set has no pause, mirror or ten-second skip). */

type P = SVGProps<SVGSVGElement>;
const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  'aria-hidden': true,
} as const;

export const PlayGlyph = (p: P) => (
  <svg {...base} {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </svg>
);

export const PauseGlyph = (p: P) => (
  <svg {...base} {...p}>
    <rect x="6.5" y="5.5" width="3.6" height="13" rx="1" fill="currentColor" />
    <rect x="13.9" y="5.5" width="3.6" height="13" rx="1" fill="currentColor" />
  </svg>
);

export const BackTenGlyph = (p: P) => (
  <svg {...base} {...p}>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <path
      d="M6.2 3.2v3.9h3.9"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <text x="12" y="15.4" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor">
      10
    </text>
  </svg>
);

export const ForwardTenGlyph = (p: P) => (
  <svg {...base} {...p}>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <path
      d="M17.8 3.2v3.9h-3.9"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <text x="12" y="15.4" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor">
      10
    </text>
  </svg>
);

export const MirrorGlyph = (p: P) => (
  <svg {...base} {...p}>
    <path d="M12 3v18" stroke="currentColor" strokeWidth="1.6" strokeDasharray="2 2" />
    <path d="M9.5 6.5 3.5 17.5h6V6.5Z" fill="currentColor" />
    <path d="M14.5 6.5l6 11h-6V6.5Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

export const LoopGlyph = (p: P) => (
  <svg {...base} {...p}>
    <path
      d="M7 7h9.5a3.5 3.5 0 0 1 0 7H15M17 17H7.5a3.5 3.5 0 0 1 0-7H9"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
    <path
      d="m13 12 2 2-2 2M11 8 9 10l2 2"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
