import { Badge } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { useLocation } from 'react-router';
import { HomeIcon, PlusIcon, TeamIcon, TicketIcon, UserIcon } from './icons.tsx';
import { switchTab } from '../lib/navigation.ts';
import { HOME_PATH, isTabPath } from '../lib/route-paths.ts';
import { useTabBarStore, type TabPath } from '../stores/tab-bar.ts';

interface TabDef {
  path: TabPath;
  key: 'home' | 'activity' | 'community' | 'mine';
  icon: ReactNode;
}

/*
 * Home, activities | publish | community, mine (docs/decisions/141-activities-tab-returns.md). The
 * mall is one tap from home's shortcuts and mine's orders; on its page the bar marks home.
 */
const LEFT: TabDef[] = [
  { path: '/pages/index/index', key: 'home', icon: <HomeIcon /> },
  { path: '/pages/activity/activity', key: 'activity', icon: <TicketIcon /> },
];
const RIGHT: TabDef[] = [
  { path: '/pages/community/community', key: 'community', icon: <TeamIcon /> },
  { path: '/pages/mine/mine', key: 'mine', icon: <UserIcon /> },
];
const SHOWN = new Set<string>([...LEFT, ...RIGHT].map((tab) => tab.path));

function TabItem({ tab, active }: { tab: TabDef; active: boolean }) {
  const { t } = useTranslation();
  const state = useTabBarStore((s) => s.items[tab.path]);
  if (state.hidden) return null;
  const content = state.dot ? Badge.dot : state.badge;
  return (
    <button
      type="button"
      className={active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
      data-testid={`tab-${tab.key}`}
      aria-current={active ? 'page' : undefined}
      onClick={() => void switchTab(tab.path).catch(() => undefined)}
    >
      <Badge content={content ?? undefined} style={{ '--right': '-4px', '--top': '2px' }}>
        <span className="tab-bar__icon">{tab.icon}</span>
      </Badge>
      <span className="tab-bar__label">{t(`tab.${tab.key}`)}</span>
    </button>
  );
}

/** Bottom bar: 50 px high, four tabs around a 60x50 px publish button. */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = useTabBarStore((s) => s.visible);
  if (!visible) return null;
  // A tab-level page without a tab of its own (the mall) is reached from home.
  const current = isTabPath(pathname) && SHOWN.has(pathname) ? pathname : HOME_PATH;
  return (
    <>
      <div className="tab-bar__spacer" />
      <nav className="tab-bar" aria-label="tab bar">
        {LEFT.map((tab) => (
          <TabItem key={tab.path} tab={tab} active={current === tab.path} />
        ))}
        <button
          type="button"
          className="tab-bar__publish"
          data-testid="tab-publish"
          aria-label={t('tab.publish')}
          // The publish rules (dialogs, user info) load on the first tap, not with the first screen.
          onClick={() =>
            void import('../lib/publish.ts').then(({ publish }) => publish()).catch(() => undefined)
          }
        >
          <span className="tab-bar__publish-inner">
            <PlusIcon />
          </span>
        </button>
        {RIGHT.map((tab) => (
          <TabItem key={tab.path} tab={tab} active={current === tab.path} />
        ))}
      </nav>
    </>
  );
}
