import type { NoticeEntry } from '@dance/contracts/message';
import { useTranslation } from '../../../i18n/react.ts';

/** One line that says what a notice is about: who did what, or its title. */
export function useNoticeLine() {
  const { t } = useTranslation();
  return (n: NoticeEntry): string => {
    if (n.actor) {
      const what = t(`message.notice.kind.${n.kind}`);
      const text = n.text ? `: ${n.text}` : '';
      return `${n.actor.nickname} ${what}${text}`;
    }
    return n.title || n.text;
  };
}
