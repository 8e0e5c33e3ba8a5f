import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { content, message } from '@dance/contracts';
import { randomIp } from '../../../test/harness.ts';
import { testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { multipartBody } from '../content/test-factories.ts';
import { chatFactories } from './test-factories.ts';

const { t } = await testFile();
const chat = chatFactories(t);

// Real recordings as browsers' MediaRecorder makes them: Opus in WebM (Chrome, Firefox) and Opus in Ogg.
const dir = mkdtempSync(join(tmpdir(), 'voice-upload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function make(file: string, args: string[]): Buffer {
  const out = join(dir, file);
  execFileSync(
    'ffmpeg',
    ['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5', ...args, out],
    { stdio: 'ignore' },
  );
  return readFileSync(out);
}

async function upload(token: string, bytes: Buffer, filename: string, mime: string) {
  const g = await ok(t, content.uploadToken, {
    token,
    body: { kind: 'audio', filename },
    headers: { 'x-forwarded-for': randomIp() },
  });
  const mp = multipartBody(g.field, filename, mime, bytes);
  const r = await t.app.inject({
    method: 'POST',
    url: g.url,
    payload: mp.payload,
    headers: { ...mp.headers, 'x-forwarded-for': randomIp() },
  });
  return r.json() as { code: number; msg: string; data: { url: string; mime: string; kind: string } };
}

describe('voice recorded in the browser', () => {
  it.each([
    [
      'WebM/Opus (Chrome)',
      'voice.webm',
      'audio/webm;codecs=opus',
      ['-c:a', 'libopus', '-f', 'webm'],
      'audio/webm',
      /\.webm$/,
    ],
    [
      'Ogg/Opus (Firefox)',
      'voice.ogg',
      'audio/ogg;codecs=opus',
      ['-c:a', 'libopus', '-f', 'ogg'],
      'audio/ogg',
      /\.ogg$/,
    ],
  ] as const)(
    '%s is accepted as audio, sent as voice, and the job makes it AAC in M4A with its length',
    async (_name, filename, declared, args, mime, ext) => {
      const { a, b, conversationId } = await chat.pair();
      const bytes = make(filename, [...args]);
      const up = await upload(a.token, bytes, filename, declared);
      expect(up.code).toBe(0);
      expect(up.data).toMatchObject({ kind: 'audio', mime });
      expect(up.data.url).toMatch(ext);

      const v = await chat.send(a, {
        conversation_id: conversationId,
        kind: 'voice',
        voice: { url: up.data.url, duration: 1.4 },
      });
      expect(v.voice).toMatchObject({ url: up.data.url, status: 'processing' });
      expect(await t.services.chat.voice.transcode(v.id)).toBe('ready');

      const seen = await ok(t, message.messageList, {
        token: b.token,
        query: { conversation_id: conversationId },
        headers: chat.from(),
      });
      const voice = seen.list[0]!.type === 'message' ? seen.list[0]!.voice : null;
      expect(voice).toMatchObject({ status: 'ready', played: false });
      expect(voice!.url).toMatch(/\.m4a$/);
      expect(voice!.duration).toBeGreaterThan(1.2);
      expect(voice!.duration).toBeLessThan(1.8);
      // The file is really AAC in an MP4 container.
      const file = join(t.config.storage.dir, voice!.url.replace(/^\/uploads\//, ''));
      const probe = execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name:format=format_name',
        '-of',
        'json',
        file,
      ]).toString();
      const info = JSON.parse(probe) as {
        streams: { codec_name: string }[];
        format: { format_name: string };
      };
      expect(info.streams.map((s) => s.codec_name)).toEqual(['aac']);
      expect(info.format.format_name).toContain('mp4');
    },
  );
});
