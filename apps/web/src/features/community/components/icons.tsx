import type { SVGProps } from 'react';

/* Filled and outlined icons of the community's action bars (24 grid). */
type P = SVGProps<SVGSVGElement>;

const base = (p: P) => ({
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  ...p,
});

export const HeartIcon = ({ filled, ...p }: P & { filled?: boolean }) => (
  <svg {...base(p)} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8}>
    <path
      strokeLinejoin="round"
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 2.9 1.4-1.7 2.9-2.9 5-2.9 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
    />
  </svg>
);

export const StarIcon = ({ filled, ...p }: P & { filled?: boolean }) => (
  <svg {...base(p)} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8}>
    <path strokeLinejoin="round" d="m12 3.2 2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.4 2.8 1-6L3.3 9.6l6-.9z" />
  </svg>
);

export const CommentIcon = (p: P) => (
  <svg {...base(p)} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
    <path d="M4 5.5h16v11H9.5L5.5 20v-3.5H4z" />
  </svg>
);

export const ShareIcon = (p: P) => (
  <svg
    {...base(p)}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M14 4.5 20 10l-6 5.5V12c-5 0-8 1.5-10 5.5C5 12 7.5 8.8 14 8.2z" />
  </svg>
);

export const PlayBadge = (p: P) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);

export const MoreIcon = (p: P) => (
  <svg {...base(p)} fill="currentColor">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);
