import { useTranslation } from '../../../i18n/react.ts';

const DAY = 86_400_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** When a message or notice came, as chat apps say it: 12:30, yesterday 12:30, Mon 12:30, 2026/1/3. */
export function useWhen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const time = (d: Date) => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(d);
  return {
    /** For a time line in the chat. */
    full(iso: string, now = new Date()): string {
      const d = new Date(iso);
      const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY);
      if (days <= 0) return time(d);
      if (days === 1) return t('message.time.yesterday', { time: time(d) });
      if (days < 7) return `${new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(d)} ${time(d)}`;
      return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
    },
    /** For a list row: short. */
    short(iso: string, now = new Date()): string {
      const d = new Date(iso);
      const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY);
      if (days <= 0) return time(d);
      if (days === 1) return t('message.time.yesterdayShort');
      if (d.getFullYear() === now.getFullYear())
        return new Intl.DateTimeFormat(lang, { month: 'numeric', day: 'numeric' }).format(d);
      return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(d);
    },
  };
}

/** A badge's text: 99+ past 99. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));
