import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';

/** Pictures and clips of the demo community, made at seed time (no binary files in the repo). */

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** Colour schemes of the demo pictures: a gradient, a stripe and a spotlight colour. */
export const PALETTES: [Rgb, Rgb, Rgb][] = [
  [
    [255, 94, 98],
    [255, 195, 113],
    [255, 255, 255],
  ],
  [
    [58, 28, 113],
    [215, 109, 119],
    [255, 175, 123],
  ],
  [
    [17, 153, 142],
    [56, 239, 125],
    [240, 255, 240],
  ],
  [
    [15, 32, 39],
    [44, 83, 100],
    [0, 210, 255],
  ],
  [
    [252, 70, 107],
    [63, 94, 251],
    [255, 230, 250],
  ],
  [
    [20, 20, 20],
    [90, 90, 90],
    [255, 214, 0],
  ],
  [
    [255, 126, 95],
    [254, 180, 123],
    [120, 40, 160],
  ],
  [
    [0, 198, 255],
    [0, 114, 255],
    [255, 255, 0],
  ],
];

/**
 * A PNG poster: a diagonal gradient, light stripes like a dance-floor's lights, and a spotlight
 * circle; `variant` picks the palette and where the spotlight falls.
 */
export function posterPng(variant: number, width = 720, height = 960): Buffer {
  const [from, to, light] = PALETTES[variant % PALETTES.length]!;
  const cx = width * (0.3 + ((variant * 37) % 40) / 100);
  const cy = height * (0.3 + ((variant * 53) % 40) / 100);
  const r = Math.min(width, height) * (0.18 + (variant % 3) * 0.05);
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x++) {
      let c = mix(from, to, (x / width + y / height) / 2);
      if (Math.floor((x + y + variant * 40) / 90) % 4 === 0) c = mix(c, light, 0.12);
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) c = mix(c, light, 0.55 * (1 - d / r) + 0.15);
      const o = y * stride + 1 + x * 3;
      raw[o] = c[0];
      raw[o + 1] = c[1];
      raw[o + 2] = c[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const run = promisify(execFile);

/**
 * A vertical short video (720x1280, H.264 + AAC, `seconds` long): ffmpeg's moving test pattern
 * with a coloured band where a caption sits, and a tone. Made with the ffmpeg the app found.
 */
export async function testClip(ffmpeg: string, variant: number, seconds = 4): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'dance-seed-'));
  const [, , light] = PALETTES[variant % PALETTES.length]!;
  const band = `0x${light.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const out = join(dir, 'clip.mp4');
  try {
    await run(
      ffmpeg,
      [
        '-nostdin',
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=720x1280:rate=24:duration=${seconds}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${330 + variant * 55}:duration=${seconds}`,
        '-vf',
        `hue=h=${(variant * 47) % 360},drawbox=x=0:y=ih*0.78:w=iw:h=ih*0.1:color=${band}@0.85:t=fill`,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-shortest',
        '-movflags',
        '+faststart',
        out,
      ],
      { timeout: 60_000 },
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
