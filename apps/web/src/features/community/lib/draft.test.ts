import { describe, expect, it } from 'vitest';
import { hasContent, publishProblem, type Draft } from './draft.ts';

const draft = (d: Partial<Draft>): Draft => ({ type: 'image', ...d });

describe('the editor rules', () => {
  it('saves nothing empty', () => {
    expect(hasContent(draft({}))).toBe(false);
    expect(hasContent(draft({ title: '   ', content: '' }))).toBe(false);
    expect(hasContent(draft({ content: '练舞' }))).toBe(true);
    expect(hasContent(draft({ images: ['/u/a.jpg'] }))).toBe(true);
    expect(hasContent(draft({ type: 'video', video: { url: '/u/v.mp4' } }))).toBe(true);
  });

  it('asks for what each type needs before publishing', () => {
    expect(publishProblem(draft({ content: 'x' }), false)).toBe('needImage');
    expect(publishProblem(draft({ images: ['/u/a.jpg'] }), false)).toBeNull();
    expect(publishProblem(draft({ type: 'video' }), false)).toBe('needVideo');
    expect(publishProblem(draft({ type: 'video', video: { url: '/u/v.mp4' } }), false)).toBeNull();
    expect(publishProblem(draft({ type: 'text', title: 't' }), false)).toBe('needContent');
    expect(publishProblem(draft({ type: 'text', content: 'hi' }), true)).toBe('needTitle');
    expect(publishProblem(draft({ type: 'text', content: 'hi', title: '长文' }), true)).toBeNull();
  });
});
