import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { CurateAdverts } from '../components/curate-adverts.tsx';
import { CurateArticles } from '../components/curate-articles.tsx';
import { CurateFees } from '../components/curate-fees.tsx';
import { CuratePayments } from '../components/curate-payments.tsx';
import { CuratePins } from '../components/curate-pins.tsx';
import { CurateReasons } from '../components/curate-reasons.tsx';
import { CurateWords } from '../components/curate-words.tsx';
import { OpsShell } from '../components/ops-shell.tsx';
import { CURATE_TABS, type CurateTab } from '../lib/curate.ts';

const BODIES: Record<CurateTab, ComponentType> = {
  words: CurateWords,
  reasons: CurateReasons,
  adverts: CurateAdverts,
  articles: CurateArticles,
  pins: CuratePins,
  fees: CurateFees,
  payments: CuratePayments,
};

/**
 * Editors: the word lists, report reasons, adverts, articles, hot-topic pins, fees and payment
 * settings, one tab each (`?tab=`).
 */
export function OpsCuratePage() {
  return (
    <OpsShell page="ops-curate" section="curate">
      {() => <CurateBody />}
    </OpsShell>
  );
}

function CurateBody() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: CurateTab = CURATE_TABS.find((x) => x === asked) ?? 'words';
  const Body = BODIES[tab];
  return (
    <div className="ops-page">
      <div className="ops-toolbar">
        <h1 className="ops-h1">{t('ops.nav.curate')}</h1>
        <div className="ops-curate__tabs" role="tablist">
          {CURATE_TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={x === tab}
              className={`ops-curate__tab${x === tab ? ' ops-curate__tab--active' : ''}`}
              onClick={() => setParams({ tab: x }, { replace: true })}
              data-testid={`ops-curate-tab-${x}`}
            >
              {t(`ops.curate.tab.${x}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" data-tab={tab} data-testid="ops-curate-panel">
        <Body key={tab} />
      </div>
    </div>
  );
}
