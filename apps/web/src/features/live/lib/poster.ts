/** What a live's share poster shows. */
export interface PosterInput {
  title: string;
  cover: string;
  anchorName: string;
  anchorAvatar: string;
  /** The QR code of the room's link, a data URL. */
  qr: string;
  /** The small line under the anchor (e.g. "Scan to watch"). */
  hint: string;
  /** The brand line at the bottom. */
  brand: string;
  /** The live's state on the cover's corner (live now, upcoming, ended). */
  badge: string;
}

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;
/** A picture that has not loaded by then is left out of the poster. */
const IMAGE_WAIT_MS = 4000;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    // Same-origin uploads draw as they are; others only when their server allows it.
    if (/^https?:/.test(src) && !src.startsWith(globalThis.location?.origin ?? ''))
      img.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), IMAGE_WAIT_MS);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

/** Draws `img` filling the box, cropped to keep its aspect (object-fit: cover). */
function cover(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const r = Math.max(w / img.naturalWidth, h / img.naturalHeight);
  const sw = w / r;
  const sh = h / r;
  ctx.drawImage(img, (img.naturalWidth - sw) / 2, (img.naturalHeight - sh) / 2, sw, sh, x, y, w, h);
}

/** Splits text into at most `max` lines that fit `width`, the last one ending in an ellipsis when cut. */
export function wrap(
  ctx: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  width: number,
  max: number,
) {
  const lines: string[] = [];
  let line = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = chars[i]!;
      if (lines.length === max) {
        const last = lines[max - 1]!;
        lines[max - 1] = `${[...last].slice(0, -1).join('')}…`;
        return lines;
      }
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Renders the poster to a PNG data URL on a canvas: the cover on top, the title, the anchor's
 * avatar and name, the QR code of the room and a brand line. Pictures that cannot be drawn (not
 * loaded, or another origin that taints the canvas) are left out rather than failing the poster.
 */
export async function renderPoster(p: PosterInput, withPictures = true): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  const [coverImg, avatarImg, qrImg] = await Promise.all([
    withPictures ? loadImage(p.cover) : null,
    withPictures ? loadImage(p.anchorAvatar) : null,
    loadImage(p.qr),
  ]);
  const W = POSTER_WIDTH;
  ctx.fillStyle = '#16121f';
  ctx.fillRect(0, 0, W, POSTER_HEIGHT);
  // Cover, 4:3, with a gradient placeholder when there is none.
  const ch = 560;
  if (coverImg) cover(ctx, coverImg, 0, 0, W, ch);
  else {
    const g = ctx.createLinearGradient(0, 0, W, ch);
    g.addColorStop(0, '#7c3aed');
    g.addColorStop(1, '#ec4899');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, ch);
  }
  ctx.font = 'bold 28px sans-serif';
  const bw = Math.min(W - 64, Math.ceil(ctx.measureText(p.badge).width) + 40);
  ctx.fillStyle = '#ef4444';
  ctx.fillRect(32, 32, bw, 48);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  ctx.fillText(p.badge, 32 + bw / 2, 57);
  ctx.textAlign = 'left';
  // Title.
  ctx.textBaseline = 'top';
  ctx.font = 'bold 44px sans-serif';
  let y = ch + 40;
  for (const line of wrap(ctx, p.title, W - 80, 2)) {
    ctx.fillText(line, 40, y);
    y += 58;
  }
  // Anchor and QR.
  const footY = POSTER_HEIGHT - 330;
  const av = 96;
  ctx.save();
  ctx.beginPath();
  ctx.arc(40 + av / 2, footY + av / 2, av / 2, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (avatarImg) cover(ctx, avatarImg, 40, footY, av, av);
  else {
    ctx.fillStyle = '#3b3450';
    ctx.fillRect(40, footY, av, av);
  }
  ctx.restore();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 34px sans-serif';
  ctx.fillText(wrap(ctx, p.anchorName, 300, 1)[0] ?? '', 160, footY + 12);
  ctx.fillStyle = '#b9b3c9';
  ctx.font = '26px sans-serif';
  ctx.fillText(p.hint, 160, footY + 58);
  const qs = 240;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(W - 40 - qs - 12, footY - 12, qs + 24, qs + 24);
  if (qrImg) ctx.drawImage(qrImg, W - 40 - qs, footY, qs, qs);
  ctx.fillStyle = '#8d86a3';
  ctx.font = '24px sans-serif';
  ctx.fillText(p.brand, 40, POSTER_HEIGHT - 56);
  try {
    return canvas.toDataURL('image/png');
  } catch (e) {
    // A picture of another origin tainted the canvas: draw again without pictures.
    if (withPictures) return renderPoster(p, false);
    throw e;
  }
}
