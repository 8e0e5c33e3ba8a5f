import { useTranslation } from '../../../i18n/react.ts';
import { canOpenLink, openLink } from '../../../lib/navigation.ts';
import { SoundIcon } from '../../../components/icons.tsx';
import { useAdvertList } from '../api/advert-list.ts';

/** The notice line: a CSS marquee (lighter than NoticeBar on the first screen). */
export function HomeNotice() {
  const { t } = useTranslation();
  const { data } = useAdvertList('home_notice');
  const list = data?.list ?? [];
  const first = list[0];
  if (!first) return null;
  const text = list.map((n) => n.title).join('　·　');
  return (
    <div
      className="home-notice"
      data-testid="home-notice"
      role="marquee"
      aria-label={text}
      onClick={canOpenLink(first.link_url) ? () => openLink(first.link_url) : undefined}
    >
      <span className="home-notice__tag">
        <SoundIcon /> {t('home.notice')}
      </span>
      <div className="home-notice__track">
        <span
          className="home-notice__text"
          style={{ animationDuration: `${Math.max(8, text.length * 0.35)}s` }}
        >
          {text}
        </span>
      </div>
    </div>
  );
}
