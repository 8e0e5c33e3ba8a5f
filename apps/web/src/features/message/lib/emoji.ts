import { useMemo } from 'react';
import { useEmojiList } from '../api/emoji-list.ts';

/** Codes like `[笑]` as the emoji list draws them. */
export function useEmojiText() {
  const { data } = useEmojiList();
  return useMemo(() => {
    const map = new Map<string, string>();
    for (const g of data?.list ?? []) for (const e of g.list) map.set(e.code, e.char);
    return (text: string) =>
      map.size ? text.replace(/\[[^[\]]{1,8}\]/g, (code) => map.get(code) ?? code) : text;
  }, [data]);
}
