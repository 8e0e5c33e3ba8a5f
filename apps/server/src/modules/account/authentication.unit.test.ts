import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authenticationOf } from './service.ts';

const PUBLIC = join(import.meta.dirname, '../../../../web/public');

describe('the badge beside a name', () => {
  it('is the highest authentication held: anchor, then musician, then real name', () => {
    const of = (review: number, anchor: number, musician: number) =>
      authenticationOf({ reviewStatus: review, anchorReviewStatus: anchor, musicianReviewStatus: musician });
    expect(of(0, 0, 0)).toEqual({ type: 0, ico: '' });
    expect(of(1, 0, 0)).toEqual({ type: 0, ico: '' });
    expect(of(2, 0, 0)).toEqual({ type: 1, ico: '/icons/auth-verified.svg' });
    expect(of(2, 1, 3)).toEqual({ type: 1, ico: '/icons/auth-verified.svg' });
    expect(of(2, 0, 2)).toEqual({ type: 3, ico: '/icons/auth-musician.svg' });
    expect(of(2, 2, 2)).toEqual({ type: 2, ico: '/icons/auth-anchor.svg' });
  });

  it('points at icons the web app really serves', () => {
    for (const [r, a, m] of [
      [2, 0, 0],
      [2, 2, 0],
      [2, 0, 2],
    ] as const) {
      const { ico } = authenticationOf({ reviewStatus: r, anchorReviewStatus: a, musicianReviewStatus: m });
      expect(existsSync(join(PUBLIC, ico)), ico).toBe(true);
    }
  });
});
