import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('drops scripts, handlers and javascript: links but keeps content', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">a</a><img src="/a.png">',
    );
    expect(out).toBe('<p>Hi <b>there</b></p><a>a</a><img src="/a.png" loading="lazy">');
  });
});
