import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FILES = [
  join(import.meta.dirname, 'locales/zh-Hant.json'),
  join(import.meta.dirname, '../features/community/i18n/zh-Hant.json'),
  join(import.meta.dirname, '../features/mall/i18n/zh-Hant.json'),
];

/**
 * Words a character-by-character conversion from Simplified leaves behind, or mainland words a
 * reader in Taiwan or Hong Kong would not use, with what they expect instead.
 */
const NOT_USED: [RegExp, string][] = [
  [/釋出/, '發佈 (釋出 is "release" as in software, from 发布)'],
  [/帖子|發帖/, '貼文, 發文'],
  [/型別/, '類型 (from 类型)'],
  [/許可權/, '權限 (from 权限)'],
  [/引數/, '參數 (from 参数)'],
  [/二維碼/, 'QR Code'],
  [/視頻/, '影片'],
  [/用戶/, '使用者'],
  [/拉黑/, '封鎖'],
  [/反饋/, '回饋'],
  [/獲取/, '取得'],
  [/郵箱/, '電子郵件'],
  [/關注/, '追蹤'],
  [/手機號(?!碼)/, '手機號碼'],
  [/信息/, '訊息 or 資訊'],
];

describe('Traditional Chinese', () => {
  it.each(FILES)('%s uses the words of Taiwan and Hong Kong', (file) => {
    const text = readFileSync(file, 'utf8');
    const found = NOT_USED.filter(([word]) => word.test(text)).map(
      ([word, instead]) => `${word}: ${instead}`,
    );
    expect(found).toEqual([]);
  });

  it('publishes a post as 發佈貼文', () => {
    const community = JSON.parse(readFileSync(FILES[1]!, 'utf8')) as { release: { title: string } };
    expect(community.release.title).toBe('發佈貼文');
  });
});
