import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { NavLink } from 'react-router';
import { ApiError } from '../../../lib/request.ts';
import { opsMeQuery, type OpsMe } from '../api/me.ts';

export type OpsSection = 'queue' | 'log' | 'overview' | 'tools' | 'curate' | 'operators';

/** The sections an operator's roles can use (the server checks again). */
export function sectionsFor(me: OpsMe): OpsSection[] {
  const reviewer = me.super || me.roles.includes('reviewer');
  return [
    ...(me.kinds.length ? (['queue'] as const) : []),
    'log' as const,
    'overview' as const,
    ...(reviewer ? (['tools'] as const) : []),
    ...(me.editor || me.super ? (['curate'] as const) : []),
    ...(me.super ? (['operators'] as const) : []),
  ];
}

const PATHS: Record<OpsSection, string> = {
  queue: '/ops/queue',
  log: '/ops/log',
  overview: '/ops/overview',
  tools: '/ops/tools',
  curate: '/ops/curate',
  operators: '/ops/operators',
};

/**
 * The console's desktop frame: a left navigation of the sections the operator may use (the queue
 * page adds its kinds under it) and the page beside it. Anyone but an operator is told so.
 */
export function OpsShell(props: {
  page: string;
  section: OpsSection;
  /** Shown under the queue entry of the navigation (the kinds with their counts). */
  navExtra?: ReactNode;
  children: (me: OpsMe) => ReactNode;
}) {
  const { t } = useTranslation();
  const me = useQuery(opsMeQuery());
  const refused = me.error instanceof ApiError && (me.error.status === 403 || me.error.code === 1403);
  const sections = me.data ? sectionsFor(me.data) : [];
  return (
    <div className="ops-shell" data-page={props.page}>
      <nav className="ops-nav" aria-label={t('ops.title')}>
        <div className="ops-nav__brand">{t('ops.title')}</div>
        {sections.map((s) => (
          <div key={s}>
            <NavLink
              to={PATHS[s]}
              className={() => `ops-nav__link${s === props.section ? ' ops-nav__link--active' : ''}`}
              data-testid={`ops-nav-${s}`}
            >
              {t(`ops.nav.${s}`)}
            </NavLink>
            {s === 'queue' && props.section === 'queue' ? props.navExtra : null}
          </div>
        ))}
        {me.data ? (
          <div className="ops-nav__roles" data-testid="ops-roles">
            {me.data.roles.map((r) => t(`ops.role.${r}`)).join(' · ')}
          </div>
        ) : null}
      </nav>
      <main className="ops-main">
        {me.data && sections.includes(props.section) ? (
          props.children(me.data)
        ) : me.isPending ? (
          <div className="ops-empty" role="progressbar" aria-busy="true">
            <span className="css-spinner" />
          </div>
        ) : (
          <div className="ops-empty" data-testid="ops-refused">
            {refused || me.data ? t('ops.refused') : t('ops.failed')}
          </div>
        )}
      </main>
    </div>
  );
}

/** The message of a failed call: 1409 is explained, the rest are the server's own words. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 1409) return `${t('ops.error.decided')} (${error.message})`;
    return error.message || t('ops.failed');
  }
  return t('ops.failed');
}
