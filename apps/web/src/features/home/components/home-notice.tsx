import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { openLink } from '../../../app/navigation.ts';
import { useAdvertList } from '../../content/api/advert-list.ts';

export function HomeNotice() {
  const { t } = useTranslation();
  const { data } = useAdvertList('home_notice');
  const first = data?.list[0];
  if (!first) return null;
  const text = (data?.list ?? []).map((n) => n.title).join('　｜　');
  return (
    <div className="home-notice" onClick={() => openLink(first.link_url)}>
      <span className="home-notice__tag">{t('home.notice')}</span>
      <NoticeBar
        className="home-notice__bar"
        content={text}
        icon={<SoundOutline />}
        color="default"
        speed={40}
        delay={1500}
      />
    </div>
  );
}
