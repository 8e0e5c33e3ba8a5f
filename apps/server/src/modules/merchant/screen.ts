import { fail } from '../../platform/errors.ts';
import type { TextScreen } from '../account/index.ts';

/**
 * What a shop shows to buyers (its name and intro, a goods item's name, detail and attributes) is
 * screened against the community's word lists before it is saved. A listing cannot wait in a
 * review queue the way a post does, so a sensitive word refuses it as a prohibited one does
 * (decision 230); the error names the words.
 */
export async function screenShown(words: TextScreen, texts: string[]): Promise<void> {
  const shown = texts.filter((t) => t.trim() !== '');
  if (!shown.length) return;
  const w = await words.check(...shown);
  const found = [...new Set([...w.blocked, ...w.review])];
  if (found.length) fail('CONTENT_PROHIBITED', { words: found.join('、') });
}
