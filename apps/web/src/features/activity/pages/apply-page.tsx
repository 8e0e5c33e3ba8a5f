import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { navigateTo, pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { ApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useActivityDetail, type ActivityDetail } from '../api/activity-detail.ts';
import { applyToDivision } from '../api/apply.ts';
import { activityKeys } from '../api/keys.ts';
import { useMyTickets } from '../api/my-tickets.ts';
import { ActivityMini } from '../components/activity-mini.tsx';
import { signUpOpen } from '../lib/sale.ts';
import '../components/activity.css';

const PATH = '/pages/activity-apply';

interface Form {
  stageName: string;
  crew: string;
  city: string;
}

function Apply({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const open = signUpOpen(a);
  // A free division first: most competitors sign up without a ticket.
  const [divisionId, setDivisionId] = useState<number | null>(
    (a.divisions.find((d) => d.requires_ticket === 0) ?? a.divisions[0])?.id ?? null,
  );
  const [form, setForm] = useState<Form>({ stageName: '', crew: '', city: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const division = a.divisions.find((d) => d.id === divisionId) ?? null;
  const needsTicket = division?.requires_ticket === 1;
  const tickets = useMyTickets('valid', needsTicket);
  const entryTypes = new Set(a.ticket_types.filter((tt) => tt.division_id === divisionId).map((tt) => tt.id));
  const myTicket = (tickets.data?.pages.flatMap((p) => p.list) ?? []).find(
    (tk) => tk.activity.id === a.id && entryTypes.has(tk.ticket_type.id),
  );
  const nameMissing = !form.stageName.trim();

  const submit = async () => {
    setTried(true);
    if (!division || nameMissing) return;
    setBusy(true);
    try {
      await applyToDivision({
        activity_id: a.id,
        division_id: division.id,
        stage_name: form.stageName.trim(),
        crew: form.crew.trim(),
        city: form.city.trim(),
        ...(needsTicket && myTicket ? { ticket_id: myTicket.id } : {}),
      });
      void client.invalidateQueries({ queryKey: activityKeys.mine });
      void client.invalidateQueries({ queryKey: activityKeys.detail(a.id) });
      showToast(t('activity.apply.done'));
      await redirectTo('/pages/activity/register-record');
    } catch (error) {
      if (!(error instanceof ApiError)) showToast(t('activity.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof Form, label: string, placeholder: string, max: number) => (
    <label
      className={`att-form__field${tried && key === 'stageName' && nameMissing ? ' att-form__field--bad' : ''}`}
    >
      <span className="att-form__label">{label}</span>
      <TextInput
        value={form[key]}
        onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
        placeholder={placeholder}
        maxLength={max}
        data-testid={`apply-${key}`}
      />
      {tried && key === 'stageName' && nameMissing && (
        <span className="att-form__error">{t('activity.apply.stageNameRequired')}</span>
      )}
    </label>
  );

  return (
    <>
      <ActivityMini a={a} />
      {!open && <div className="act-notice">{t('activity.apply.closed')}</div>}
      <section className="act-section">
        <div className="act-section__title">{t('activity.apply.division')}</div>
        <div className="act-types" role="radiogroup">
          {a.divisions.map((d) => {
            const full = d.max_entrants > 0 && d.entrants >= d.max_entrants;
            const on = d.id === divisionId;
            return (
              <button
                type="button"
                role="radio"
                aria-checked={on}
                key={d.id}
                disabled={full}
                className={`act-type${on ? ' act-type--on' : ''}${full ? ' act-type--off' : ''}`}
                onClick={() => setDivisionId(d.id)}
                data-testid={`apply-division-${d.id}`}
              >
                <span className="act-type__top">
                  <span className="act-type__name">{d.name}</span>
                  <span className={`act-tag${d.requires_ticket ? '' : ' act-tag--free'}`}>
                    {d.requires_ticket ? t('activity.division.ticket') : t('activity.division.free')}
                  </span>
                </span>
                {d.description && <span className="act-type__desc">{d.description}</span>}
                <span className="act-type__state">
                  {full
                    ? t('activity.division.full')
                    : d.max_entrants > 0
                      ? t('activity.division.entrantsOf', { count: d.entrants, max: d.max_entrants })
                      : t('activity.division.entrants', { count: d.entrants })}
                </span>
                {on && <CheckCircleFill className="act-type__check" />}
              </button>
            );
          })}
        </div>
      </section>
      {needsTicket && !tickets.isPending && !myTicket && (
        <div className="act-notice" data-testid="apply-needs-ticket">
          {t('activity.apply.needsTicket')}
          <button
            type="button"
            className="act-link"
            onClick={() =>
              void navigateTo(pageUrl('/pages/activity-ticketPurchase', { id: a.id })).catch(() => undefined)
            }
          >
            {t('activity.apply.buyTicket')}
          </button>
        </div>
      )}
      {needsTicket && myTicket && (
        <div className="act-notice act-notice--ok">
          {t('activity.apply.withTicket', { name: myTicket.ticket_type.name, seq: myTicket.seq })}
        </div>
      )}
      <section className="act-section att-form__fields">
        {input('stageName', t('activity.apply.stageName'), t('activity.apply.stageNamePlaceholder'), 30)}
        {input('crew', t('activity.apply.crew'), t('activity.apply.crewPlaceholder'), 30)}
        {input('city', t('activity.apply.city'), t('activity.apply.cityPlaceholder'), 20)}
      </section>
      <div className="act-bar__spacer" />
      <div className="act-bar">
        <Button
          block
          className="gradient-button act-bar__buy act-bar__buy--wide"
          shape="rounded"
          color="primary"
          loading={busy}
          disabled={!open || !division || (needsTicket && !myTicket)}
          onClick={() => void submit()}
          data-testid="apply-submit"
        >
          {t('activity.apply.submit')}
        </Button>
      </div>
    </>
  );
}

export function ApplyPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useActivityDetail(id);
  return (
    <Page path={PATH} title={t('activity.apply.title')} className="act-page">
      <LoginRequired>
        <QueryState
          isPending={id !== null && query.isPending}
          error={query.error}
          refetch={query.refetch}
          empty={id === null || query.data?.divisions.length === 0}
          emptyText={t('activity.apply.noDivisions')}
          emptyPicture="activities"
          notFoundText={t('activity.detail.notFound')}
        >
          {query.data && <Apply a={query.data} />}
        </QueryState>
      </LoginRequired>
    </Page>
  );
}
