import { describe, expect, it } from 'vitest';
import { foldText, hanQueryTokens, hanTokens } from './search-text.ts';

describe('search text', () => {
  it('folds traditional to simplified and case', () => {
    expect(foldText('街舞團體 Breaking')).toBe('街舞团体 breaking');
  });
  it('makes unigrams and bigrams of Han text only', () => {
    expect(hanTokens('街舞小王 b-boy')).toEqual(['街', '街舞', '舞', '舞小', '小', '小王', '王']);
  });
  it('asks a query for its bigrams', () => {
    expect(hanQueryTokens('街舞')).toEqual(['街舞']);
    expect(hanQueryTokens('舞')).toEqual(['舞']);
    expect(hanQueryTokens('街舞團')).toEqual(['街舞', '舞团']);
    expect(hanQueryTokens('abc')).toEqual([]);
  });
});
