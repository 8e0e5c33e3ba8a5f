import { Button } from 'antd-mobile';
import { SearchIcon } from '../../../components/icons.tsx';
import { PullRefresh } from '../../../components/pull-refresh.tsx';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { homeSections, type HomeSection } from '../../../lib/feature.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { useUserStore } from '../../../stores/user.ts';
import { DANCE_STYLES } from '../../../lib/dance-styles.ts';
import { HomeBanner } from './home-banner.tsx';
import { HomeNotice } from './home-notice.tsx';
import { QuickEntries } from './quick-entries.tsx';
import './home.css';

/**
 * Pull-to-refresh on home: every section on screen asks again, once each (banners, notices, the
 * community's topics and posts, shops and goods), not just the banners.
 */
export function refreshHome(client: QueryClient): Promise<unknown> {
  return client.refetchQueries({ type: 'active' });
}

/** The home's own join card stands between the other features' sections (lib/feature.ts). */
const JOIN_CARD_ORDER = 20;

/** Another feature's section: a placeholder until it scrolls into view, then the section. */
function SectionSlot({ section }: { section: HomeSection }) {
  const { Component } = section;
  return (
    <WhenVisible className={section.className} testId={section.testId} minHeight={section.minHeight}>
      <Component />
    </WhenVisible>
  );
}

function JoinCard() {
  const { t } = useTranslation();
  return (
    <section className="join-card">
      <div>
        <div className="join-card__title">{t('home.welcomeTitle')}</div>
        <div className="join-card__text">{t('mine.loginHint')}</div>
      </div>
      <Button
        size="small"
        shape="rounded"
        className="join-card__button"
        onClick={() => void navigateTo(LOGIN_PATH).catch(() => undefined)}
      >
        {t('home.joinNow')}
      </Button>
    </section>
  );
}

export function HomeContent() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);

  const refresh = () => refreshHome(client);
  const sections = [
    ...homeSections().map((s) => ({ order: s.order, node: <SectionSlot key={s.testId} section={s} /> })),
    { order: JOIN_CARD_ORDER, node: isLogin ? null : <JoinCard key="join-card" /> },
  ].sort((a, b) => a.order - b.order);

  return (
    <div className="home">
      <header className="home-header">
        <div className="home-header__brand">
          <span className="home-header__logo">{t('app.name')}</span>
          <span className="home-header__slogan">{t('app.slogan')}</span>
        </div>
        <button
          type="button"
          className="home-header__search"
          data-testid="home-search"
          onClick={() => void navigateTo('/pages/search').catch(() => undefined)}
        >
          <SearchIcon />
          <span>{t('home.searchPlaceholder')}</span>
        </button>
      </header>
      <PullRefresh onRefresh={refresh}>
        <div className="home-body">
          <HomeBanner />
          <HomeNotice />
          <QuickEntries />
          <section className="section">
            <div className="section__title">
              <span>{t('home.styles')}</span>
            </div>
            <div className="style-chips">
              {DANCE_STYLES.map((style) => (
                <button
                  type="button"
                  key={style}
                  className="style-chips__item"
                  onClick={() =>
                    void navigateTo(pageUrl('/pages/search', { keyword: t(`styles.${style}`) })).catch(
                      () => undefined,
                    )
                  }
                >
                  #{t(`styles.${style}`)}
                </button>
              ))}
            </div>
          </section>
          {sections.map((s) => s.node)}
        </div>
      </PullRefresh>
    </div>
  );
}
