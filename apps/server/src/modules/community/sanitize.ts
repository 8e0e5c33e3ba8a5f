import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for post bodies written in the release editor (plain text or simple rich text).
 * No script, style, event handler, iframe, form, or javascript:/data: URL survives; images only
 * from http(s) or our own relative upload paths. Plain text stays text (`<` is escaped).
 */
const POST_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links leave the app in a new context that gets no handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of (already sanitised) HTML: tags gone, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, k: string) => ENTITIES[k] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters (code points) of a text. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
