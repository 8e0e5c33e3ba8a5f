import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for post bodies written in the release editor (plain text or simple rich text).
 * No script, style, event handler, iframe, form, or javascript:/data: URL survives; images only
 * from our own uploads (see sanitizePostHtml). Plain text stays text (`<` is escaped).
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The largest width or height an image in a post may ask for; the page scales it to the column. */
export const MAX_IMAGE_SIDE = 1080;

function side(v: string | undefined): string | undefined {
  if (v === undefined || !/^\d{1,5}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? String(Math.min(n, MAX_IMAGE_SIDE)) : undefined;
}

/**
 * Sanitises a post body. Images come only from our own uploads (`ownImage`): another site's
 * image (a tracking pixel, a hot-linked picture) is dropped; width and height are whole numbers
 * of at most MAX_IMAGE_SIDE pixels, or dropped.
 */
export function sanitizePostHtml(html: string, ownImage: (src: string) => boolean): string {
  return sanitizeHtml(html, {
    ...POST_OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage(frame.attribs.src ?? ''),
    transformTags: {
      ...POST_OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const { width, height, ...rest } = attribs;
        const w = side(width);
        const h = side(height);
        return { tagName, attribs: { ...rest, ...(w ? { width: w } : {}), ...(h ? { height: h } : {}) } };
      },
    },
  });
}

/** The text people read in attributes (an image's alt, a link's title) of sanitised HTML. */
export function attributeText(html: string): string {
  const out: string[] = [];
  for (const m of html.matchAll(/\s(?:alt|title)="([^"]*)"/g))
    out.push(m[1]!.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, k: string) => ENTITIES[k] ?? ''));
  return out.join(' ');
}

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
