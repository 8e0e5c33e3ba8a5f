import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';
import { categoryTree } from './content.ts';

describe('sanitizeArticleHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    [
      '<div style="background:url(javascript:alert(1));color:#fff">x</div>',
      '<div style="color:#fff">x</div>',
    ],
    ['<form action="/x"><input name=a></form><p>t</p>', '<p>t</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<p>a &lt;b&gt; 舞</p>', '<p>a &lt;b&gt; 舞</p>'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2 style="text-align:center">标题</h2><p><strong>粗</strong><em>斜</em><span style="color:#e33;font-size:16px">红</span></p>' +
      '<ul><li>一</li></ul><img src="https://cdn.example/a.jpg" alt="a" width="300" /><a href="mailto:hi@example.com">mail</a>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});

describe('categoryTree', () => {
  it('nests children under parents and drops orphans', () => {
    const row = (id: number, parentId: number) => ({
      id,
      parentId,
      name: `c${id}`,
      pic: '',
      sort: 0,
      type: 'goods',
    });
    const tree = categoryTree([row(1, 0), row(2, 1), row(3, 99), row(4, 2), row(5, 5)]);
    expect(tree).toEqual([
      {
        id: 1,
        name: 'c1',
        pic: '',
        children: [{ id: 2, name: 'c2', pic: '', children: [{ id: 4, name: 'c4', pic: '', children: [] }] }],
      },
    ]);
  });
});
