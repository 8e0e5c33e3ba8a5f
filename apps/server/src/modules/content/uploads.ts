import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { Language } from '@dance/contracts';
import { formatMessage } from '@dance/contracts/errors';
import type { UploadKind } from '@dance/contracts/content';
import { fail, invalid } from '../../platform/errors.ts';
import { word } from '../../platform/i18n.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UploadsRepo } from './uploads.repo.ts';
import { UPLOAD_TOKEN_TTL_S, UploadTokenSigner, type UploadGrant } from './upload-token.ts';
import { isUploadedUrl, type FileField, type UploadedFile, type UploadedFiles } from './files.ts';

export type { UploadedFile };

/** What a field that refuses a file says, by the kind it takes. */
const NOT_YOURS: Record<UploadKind, string> = {
  image: 'not_your_upload',
  video: 'not_your_video',
  audio: 'not_your_audio',
};

const MB = 1024 * 1024;

/** What each kind accepts, decided from the bytes (file-type's extension names) and the size cap. */
export const UPLOAD_RULES: Record<UploadKind, { maxSize: number; types: Record<string, string> }> = {
  image: {
    maxSize: 10 * MB,
    types: { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' },
  },
  audio: {
    maxSize: 50 * MB,
    types: {
      mp3: 'audio/mpeg',
      m4a: 'audio/mp4',
      aac: 'audio/aac',
      wav: 'audio/wav',
      flac: 'audio/flac',
      ogg: 'audio/ogg',
      oga: 'audio/ogg',
      opus: 'audio/ogg',
      // What Chrome's and Firefox's MediaRecorder make (Opus in WebM); the voice job makes it M4A.
      webm: 'audio/webm',
    },
  },
  video: {
    maxSize: 500 * MB,
    types: { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' },
  },
};

/** Names a client may give for a direct (S3) upload, where the server never sees the bytes. */
const NAME_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', qt: 'mov' };

/** file-type reads at most this many bytes to decide. */
const SNIFF_BYTES = 4100;

export const MAX_UPLOAD_SIZE = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxSize));

const sizeText = (n: number) => `${Math.round(n / MB)} MB`;

class Rejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function reject(lang: Language, key: string, params: Record<string, string | number> = {}): never {
  fail('UPLOAD_REJECTED', { reason: formatMessage(word(key, lang), params) });
}

function objectKey(kind: UploadKind, ext: string): string {
  const now = new Date();
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${now.getUTCFullYear()}/${mm}/${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}.${ext}`;
}

/**
 * Signed upload grants, streaming receipt with byte sniffing, and the attachment ledger: who
 * uploaded which file, which the other modules ask through the `UploadedFiles` port.
 */
export class UploadService implements UploadedFiles {
  readonly signer: UploadTokenSigner;

  constructor(
    private readonly p: Platform,
    private readonly repo: UploadsRepo,
    secret: string,
  ) {
    this.signer = new UploadTokenSigner(secret);
  }

  async grant(userId: number, body: { kind: UploadKind; filename: string; size?: number }, lang: Language) {
    const rule = UPLOAD_RULES[body.kind];
    if (body.size !== undefined && body.size > rule.maxSize)
      reject(lang, 'upload_too_large', { max: sizeText(rule.maxSize) });
    const storage = this.p.storage;
    if (storage.kind === 's3' && storage.presignPut) {
      // A direct upload: the store checks the signed type; the name is all we can judge here.
      const raw = (body.filename.split('.').pop() ?? '').toLowerCase();
      const ext = NAME_ALIASES[raw] ?? raw;
      const mime = rule.types[ext];
      if (!mime || !body.filename.includes('.')) this.wrongType(lang, body.kind, raw || '?');
      const key = objectKey(body.kind, ext);
      const signed = await storage.presignPut(key, mime, UPLOAD_TOKEN_TTL_S);
      await this.repo.insertAttachment(this.p.db, {
        userId,
        kind: body.kind,
        mime,
        size: body.size ?? 0,
        key,
        url: signed.publicUrl,
      });
      return {
        store: 's3' as const,
        method: 'PUT' as const,
        url: signed.url,
        field: '',
        headers: signed.headers,
        public_url: signed.publicUrl,
        max_size: rule.maxSize,
        expires_at: signed.expiresAt,
      };
    }
    const { token, expiresAt } = this.signer.sign({ userId, kind: body.kind, maxSize: rule.maxSize });
    return {
      store: 'local' as const,
      method: 'POST' as const,
      url: `/api/attachment/upload?token=${encodeURIComponent(token)}`,
      field: 'file',
      headers: {},
      public_url: null,
      max_size: rule.maxSize,
      expires_at: expiresAt,
    };
  }

  /** Checks a token from the upload URL; the route reads the stream only after this passes. */
  check(token: string, lang: Language): UploadGrant {
    const r = this.signer.verify(token);
    if (!r.ok) reject(lang, r.reason === 'expired' ? 'upload_token_expired' : 'upload_token_invalid');
    return r.grant;
  }

  private wrongType(lang: Language, kind: UploadKind, found: string): never {
    reject(lang, 'upload_wrong_type', {
      kind: word(kind, lang),
      allowed: Object.keys(UPLOAD_RULES[kind].types)
        .filter((e) => e !== 'oga' && e !== 'opus' && e !== 'm4v')
        .join('/'),
      found,
    });
  }

  /**
   * Streams the file to a temporary file while counting bytes, decides the type from its first
   * bytes (never from the name or the declared type), then moves it into storage and records it.
   */
  async receive(
    grant: UploadGrant,
    stream: Readable & { truncated?: boolean },
    lang: Language,
  ): Promise<UploadedFile> {
    const rule = UPLOAD_RULES[grant.kind];
    const maxSize = Math.min(grant.maxSize, rule.maxSize);
    const tmp = join(this.p.storage.tempDir, `${randomBytes(12).toString('hex')}.part`);
    let size = 0;
    let head: Buffer[] = [];
    let headSize = 0;
    const detected: { type: { ext: string; mime: string } | null } = { type: null };
    const sniff = async () => {
      const found = await fileTypeFromBuffer(Buffer.concat(head));
      head = [];
      const mime = found ? rule.types[found.ext] : undefined;
      if (!found || !mime) throw new Rejected(found ? found.mime : 'unknown');
      detected.type = { ext: found.ext === 'oga' || found.ext === 'opus' ? 'ogg' : found.ext, mime };
    };
    const meter = new Transform({
      async transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxSize) return done(new Rejected('too-large'));
        if (!detected.type) {
          head.push(chunk);
          headSize += chunk.length;
          // A wrong type is refused as soon as the first bytes arrive, not after 500 MB.
          if (headSize >= SNIFF_BYTES) {
            try {
              await sniff();
            } catch (err) {
              return done(err as Error);
            }
          }
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, createWriteStream(tmp, { flags: 'wx' }));
      if (stream.truncated) throw new Rejected('too-large');
      if (size === 0) throw new Rejected('empty');
      if (!detected.type) await sniff();
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      if (!(err instanceof Rejected)) throw err;
      if (err.reason === 'too-large') reject(lang, 'upload_too_large', { max: sizeText(maxSize) });
      if (err.reason === 'empty') reject(lang, 'upload_empty');
      this.wrongType(lang, grant.kind, err.reason);
    }
    if (!detected.type) throw new Error('upload finished without a type');
    const { ext, mime } = detected.type;
    const key = objectKey(grant.kind, ext);
    let url: string;
    try {
      url = await this.p.storage.putFile(key, tmp, mime, size);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await this.repo.insertAttachment(this.p.db, {
      userId: grant.userId,
      kind: grant.kind,
      mime,
      size,
      key,
      url,
    });
    return { url, kind: grant.kind, mime, size };
  }

  async assertOwned(userId: number, files: readonly FileField[]): Promise<void> {
    if (!files.length) return;
    const shaped = files.filter((f) => isUploadedUrl(f.url, this.p.storage)).map((f) => f.url);
    const owned = await this.repo.ownedFiles(this.p.db, userId, [...new Set(shaped)]);
    const present = await this.present(owned);
    const bad = files.find((f) => owned.get(f.url)?.kind !== f.kind || !present.has(f.url));
    if (bad) invalid(bad.field, NOT_YOURS[bad.kind]);
  }

  /**
   * Which recorded files are really in the store. A file received by the server is; a direct (S3)
   * upload is recorded when granted, so the store is asked whether it arrived, of an allowed type
   * and size.
   */
  private async present(owned: Map<string, { kind: string; key: string }>): Promise<Set<string>> {
    const storage = this.p.storage;
    if (!storage.stat) return new Set(owned.keys());
    const checked = await Promise.all(
      [...owned].map(async ([url, { kind, key }]) => {
        const rule = UPLOAD_RULES[kind as UploadKind];
        const head = rule ? await storage.stat!(key) : null;
        const ok =
          head !== null &&
          head.size > 0 &&
          head.size <= rule.maxSize &&
          Object.values(rule.types).includes(head.mime);
        return ok ? url : null;
      }),
    );
    return new Set(checked.filter((u): u is string => u !== null));
  }

  store(userId: number, kind: UploadKind, bytes: Buffer): Promise<UploadedFile> {
    const grant = {
      userId,
      kind,
      maxSize: UPLOAD_RULES[kind].maxSize,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TOKEN_TTL_S,
    };
    return this.receive(grant, Readable.from([bytes]), 'en');
  }
}
