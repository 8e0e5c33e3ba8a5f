import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@dance/contracts/content';
import type { Db } from '../../platform/db.ts';
import type { UploadedFiles } from './files.ts';
import { advert, article, category, feedbackCategory, reportReason } from '../../db/schema/content.ts';

/** Test factories of the content domain: every row a test needs is made by the test itself. */
export function contentFactories(db: Db, files: UploadedFiles) {
  return {
    async article(v: Partial<typeof article.$inferInsert> = {}) {
      const [row] = await db
        .insert(article)
        .values({
          type: 'notice',
          title: `title ${randomBytes(3).toString('hex')}`,
          content: '<p>hello</p>',
          ...v,
        })
        .returning();
      return row!;
    },
    async category(v: Partial<typeof category.$inferInsert> & { type: string }) {
      const [row] = await db
        .insert(category)
        .values({ name: `cat ${randomBytes(3).toString('hex')}`, ...v })
        .returning();
      return row!;
    },
    async advert(v: Partial<typeof advert.$inferInsert> & { position: string }) {
      const [row] = await db
        .insert(advert)
        .values({ title: `ad ${randomBytes(3).toString('hex')}`, picUrl: '/uploads/image/ad.png', ...v })
        .returning();
      return row!;
    },
    async feedbackCategory(name = `fb ${randomBytes(3).toString('hex')}`, sort = 0) {
      const [row] = await db.insert(feedbackCategory).values({ name, sort }).returning();
      return row!;
    },
    async reportReason(name = `reason ${randomBytes(3).toString('hex')}`, sort = 0) {
      const [row] = await db.insert(reportReason).values({ name, sort }).returning();
      return row!;
    },
    /** A real file stored as the user's own upload, through the port every module asks. */
    async attachment(userId: number, kind: UploadKind = 'image') {
      return files.store(userId, kind, SAMPLES[kind]());
    },
  };
}

/** The first box of an MP4 file (`ftyp`, brand mp42): enough for its type to be decided as video/mp4. */
export function tinyMp4(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmp42', 4, 'ascii');
  box.write('mp42isom', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

const SAMPLES: Record<UploadKind, () => Buffer> = {
  image: () => tinyPng(),
  audio: () => tinyWav(),
  video: tinyMp4,
};

/** Stores a small real file of `kind` as the user's own upload, through the port; answers its URL. */
export async function uploadAs(
  files: UploadedFiles,
  userId: number,
  kind: UploadKind = 'image',
): Promise<string> {
  return (await files.store(userId, kind, SAMPLES[kind]())).url;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real, decodable PNG of width x height red pixels. */
export function tinyPng(width = 1, height = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, Buffer.from([255, 0, 0, 255]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PCM WAV header with `samples` bytes of silence. */
export function tinyWav(samples = 8000): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + samples, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(8000, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(samples, 40);
  return Buffer.concat([h, Buffer.alloc(samples, 128)]);
}

/** One multipart/form-data body with a single file part. */
export function multipartBody(field: string, filename: string, mime: string, bytes: Buffer) {
  const boundary = `----dance${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
