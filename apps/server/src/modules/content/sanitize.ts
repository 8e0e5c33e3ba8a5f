import sanitizeHtml from 'sanitize-html';

const STYLE_VALUE = [/^[#a-z0-9(),.%\s-]{1,40}$/i];

/**
 * The allow-list for article bodies written in the operators' rich-text editor. Everything not
 * listed goes: scripts (with their text), event handlers, `javascript:`/`data:` links, iframes,
 * forms and any CSS beyond a few typographic properties.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'figure',
    'figcaption',
    'span',
    'video',
    'audio',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'playsinline'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: STYLE_VALUE,
      'background-color': STYLE_VALUE,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'line-height': [/^\d{1,3}(\.\d+)?(px|em|rem|%)?$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new window must not hand that window a handle on this page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
