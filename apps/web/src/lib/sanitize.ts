const DROP = 'script,style,iframe,object,embed,link,meta,base,form';

/**
 * The server already sanitises article HTML; this is defence in depth before
 * dangerouslySetInnerHTML: no scripts, no event handlers, no javascript: URLs.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src') && value.startsWith('javascript:'))
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'IMG') el.setAttribute('loading', 'lazy');
  });
  return doc.body.innerHTML;
}
