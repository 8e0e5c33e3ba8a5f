import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config): Storage {
  mkdirSync(config.storage.dir, { recursive: true });
  return {
    kind: 'local',
    put: async () => {
      throw new Error('not yet');
    },
  };
}
