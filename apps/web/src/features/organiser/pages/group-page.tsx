import type { ActivityDetail, Battle, Division, Entry } from '@dance/contracts/activity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Popup, Selector, Stepper } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { formatFen, toFen } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { fetchCompetition } from '../api/competition-list.ts';
import { decideBattle } from '../api/decide-battle.ts';
import { editBracket } from '../api/edit-bracket.ts';
import { editGroup } from '../api/edit-group.ts';
import { organiserKeys } from '../api/keys.ts';
import { scoreEntry } from '../api/score-entry.ts';
import { ActivityGate, ActivityHead } from '../components/activity-gate.tsx';
import { bracketSizes, seedEntries } from '../lib/seeding.ts';
import '../components/organiser.css';

const PATH = '/pages/activity-group';

type DivisionView = Division & {
  entries: Entry[];
  rounds: { round: string; battles: Battle[] }[];
  champion: Entry | null;
};

const failed = (e: unknown) => showToast(e instanceof Error ? e.message : String(e));
const who = (e: Entry | null) => (e ? `${e.number !== null ? `#${e.number} ` : ''}${e.stage_name}` : '');

function DivisionForm({
  activity,
  division,
  onDone,
}: {
  activity: ActivityDetail;
  division: Division | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (v: { name: string; description?: string; max_entrants: number }) =>
      editGroup({
        id: division?.id,
        activity_id: activity.id,
        name: v.name,
        description: v.description ?? '',
        max_entrants: v.max_entrants,
        sort: division?.sort ?? activity.divisions.length,
      }),
    onSuccess: () => {
      showToast(t('organiser.form.saved'));
      void client.invalidateQueries({ queryKey: organiserKeys.activity(activity.id) });
      onDone();
    },
    onError: failed,
  });
  return (
    <Form
      className="og-form"
      initialValues={{
        name: division?.name,
        description: division?.description,
        max_entrants: division?.max_entrants ?? 0,
      }}
      onFinish={(v) => save.mutate(v)}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          className="gradient-button"
          loading={save.isPending}
          data-testid="og-division-save"
        >
          {t('organiser.form.save')}
        </Button>
      }
    >
      <Form.Item
        name="name"
        label={t('organiser.group.name')}
        rules={[{ required: true, message: t('organiser.form.required') }]}
      >
        <Input
          maxLength={40}
          clearable
          placeholder={t('organiser.group.namePlaceholder')}
          data-testid="og-division-name"
        />
      </Form.Item>
      <Form.Item name="description" label={t('organiser.group.description')}>
        <Input maxLength={200} clearable />
      </Form.Item>
      <Form.Item name="max_entrants" label={t('organiser.group.max')} help={t('organiser.group.maxHelp')}>
        <Stepper min={0} max={10000} digits={0} />
      </Form.Item>
    </Form>
  );
}

function Entries({ activityId, division }: { activityId: number; division: DivisionView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const score = useMutation({
    mutationFn: (v: { entry_id: number; score: string }) => scoreEntry(v),
    onSuccess: () => void client.invalidateQueries({ queryKey: organiserKeys.competition(activityId) }),
    onError: failed,
  });
  const ask = (entry: Entry) => {
    let value = entry.score ?? '';
    void Dialog.confirm({
      title: t('organiser.group.scoreOf', { name: entry.stage_name }),
      content: (
        <Input
          defaultValue={value}
          inputMode="decimal"
          maxLength={7}
          onChange={(v) => (value = v)}
          placeholder="0.00"
          data-testid="og-score-input"
        />
      ),
      confirmText: t('organiser.form.save'),
      cancelText: t('organiser.form.cancel'),
      onConfirm: () => {
        if (!/^\d{1,4}(\.\d{1,2})?$/.test(value.trim())) {
          showToast(t('organiser.group.badScore'));
          return;
        }
        score.mutate({ entry_id: entry.id, score: formatFen(toFen(value.trim())) });
      },
    });
  };
  if (!division.entries.length) return <div className="og-row__sub">{t('organiser.group.noEntries')}</div>;
  return (
    <>
      {division.entries.map((e) => (
        <div className="og-row" key={e.id} data-testid="og-entry">
          <div className="og-row__main">
            <div className="og-row__title">{who(e)}</div>
            <div className="og-row__sub">
              {[e.crew, e.city, t(`organiser.group.source.${e.source}`)].filter(Boolean).join(' · ')}
            </div>
          </div>
          <Button size="mini" shape="rounded" onClick={() => ask(e)} data-testid="og-entry-score">
            {e.score ?? t('organiser.group.score')}
          </Button>
        </div>
      ))}
    </>
  );
}

function Bracket({ activityId, division }: { activityId: number; division: DivisionView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sizes = bracketSizes(division.entries.length);
  const [size, setSize] = useState<number>(() => sizes[sizes.length - 1] ?? 2);
  const refresh = () => client.invalidateQueries({ queryKey: organiserKeys.activity(activityId) });
  const start = useMutation({
    mutationFn: () =>
      editBracket({
        division_id: division.id,
        entry_ids: seedEntries(division.entries, size).map((e) => e.id),
      }),
    onSuccess: () => {
      showToast(t('organiser.group.bracketMade'));
      void refresh();
    },
    onError: failed,
  });
  const decide = useMutation({
    mutationFn: (v: { battle_id: number; winner_entry_id: number }) => decideBattle(v),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const anyDecided = division.rounds.some((r) => r.battles.some((b) => b.decided));
  const pick = (battle: Battle, entry: Entry | null) => {
    if (!entry || battle.decided || !battle.a || !battle.b) return;
    void Dialog.confirm({
      content: t('organiser.group.confirmWinner', { name: who(entry) }),
      confirmText: t('organiser.group.winner'),
      cancelText: t('organiser.form.cancel'),
      onConfirm: () => decide.mutate({ battle_id: battle.id, winner_entry_id: entry.id }),
    });
  };
  return (
    <div data-testid="og-bracket">
      {!anyDecided && sizes.length > 0 && (
        <div className="og-round">
          <div className="og-round__name">
            {division.rounds.length ? t('organiser.group.redo') : t('organiser.group.start')}
          </div>
          <Selector
            columns={5}
            value={[size]}
            onChange={(v) => v[0] && setSize(v[0])}
            options={sizes.map((n) => ({ label: String(n), value: n }))}
          />
          <div className="og-row__sub" style={{ margin: '0.6rem 0' }}>
            {t('organiser.group.seedHint', { count: size })}
          </div>
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            loading={start.isPending}
            onClick={() => start.mutate()}
            data-testid="og-bracket-start"
          >
            {t('organiser.group.makeBracket', { count: size })}
          </Button>
        </div>
      )}
      {!sizes.length && !division.rounds.length && (
        <div className="og-row__sub">{t('organiser.group.tooFew')}</div>
      )}
      {division.rounds.map((r) => (
        <div className="og-round" key={r.round}>
          <div className="og-round__name">{t(`organiser.round.${r.round}`)}</div>
          {r.battles.map((b) => (
            <div
              className="og-battle"
              key={b.id}
              data-testid="og-battle"
              data-decided={b.decided ? '1' : '0'}
            >
              {[b.a, b.b].map((side, i) => (
                <button
                  type="button"
                  key={i}
                  className={
                    b.winner_entry_id && side && b.winner_entry_id === side.id
                      ? 'og-battle__side og-battle__side--won'
                      : 'og-battle__side'
                  }
                  disabled={b.decided || !b.a || !b.b}
                  onClick={() => pick(b, side)}
                  data-testid="og-battle-side"
                >
                  <span>{side ? who(side) : t('organiser.group.tbd')}</span>
                  {b.winner_entry_id && side && b.winner_entry_id === side.id ? (
                    <span>{t('organiser.group.won')}</span>
                  ) : null}
                </button>
              ))}
            </div>
          ))}
        </div>
      ))}
      {division.champion && (
        <div className="og-champion" data-testid="og-champion">
          {t('organiser.group.champion', { name: who(division.champion) })}
        </div>
      )}
    </div>
  );
}

function Groups({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Division | 'new' | null>(null);
  const [tab, setTab] = useState<Record<number, 'entries' | 'bracket'>>({});
  const competition = useQuery({
    queryKey: organiserKeys.competition(activity.id),
    queryFn: () => fetchCompetition({ activity_id: activity.id }),
    refetchOnMount: 'always',
  });
  const list = (competition.data?.list ?? []) as DivisionView[];
  return (
    <>
      <ActivityHead activity={activity} />
      <div className="og-footer">
        <Button
          shape="rounded"
          color="primary"
          onClick={() => setEditing('new')}
          data-testid="og-division-add"
        >
          <AddOutline /> {t('organiser.group.add')}
        </Button>
      </div>
      <QueryState isPending={competition.isPending} error={competition.error} refetch={competition.refetch}>
        {list.length === 0 && <StateView kind="empty" picture="circles" title={t('organiser.group.none')} />}
        {list.map((d) => {
          const view = tab[d.id] ?? (d.rounds.length ? 'bracket' : 'entries');
          return (
            <section className="og-card" key={d.id} data-testid="og-division">
              <div className="og-card__title">
                <span>{d.name}</span>
                <Button size="mini" shape="rounded" fill="none" onClick={() => setEditing(d)}>
                  {t('organiser.group.edit')}
                </Button>
              </div>
              <div className="og-row__sub" style={{ marginBottom: '0.8rem' }}>
                {t('organiser.group.entrants', { count: d.entrants })}
                {d.max_entrants ? ` / ${d.max_entrants}` : ''}
                {' · '}
                {d.requires_ticket ? t('organiser.group.byTicket') : t('organiser.group.free')}
              </div>
              <Selector
                columns={2}
                value={[view]}
                onChange={(v) => v[0] && setTab({ ...tab, [d.id]: v[0] })}
                options={[
                  { label: t('organiser.group.entries'), value: 'entries' as const },
                  { label: t('organiser.group.bracket'), value: 'bracket' as const },
                ]}
                data-testid="og-division-view"
              />
              <div style={{ marginTop: '0.8rem' }}>
                {view === 'entries' ? (
                  <Entries activityId={activity.id} division={d} />
                ) : (
                  <Bracket activityId={activity.id} division={d} />
                )}
              </div>
            </section>
          );
        })}
      </QueryState>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        destroyOnClose
        bodyClassName="og-popup"
      >
        <div className="og-popup__title">
          {editing === 'new' ? t('organiser.group.add') : t('organiser.group.edit')}
        </div>
        {editing !== null && (
          <DivisionForm
            activity={activity}
            division={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Popup>
    </>
  );
}

export function GroupPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path={PATH} title={t('organiser.group.pageTitle')} className="og-page">
      <ActivityGate id={id}>{(activity) => <Groups activity={activity} />}</ActivityGate>
    </Page>
  );
}
