import { ROUNDS, type ActivityDetail } from '@dance/contracts/activity';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ImageViewer, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { addImages } from '../api/add-image.ts';
import { fetchImageTags } from '../api/image-tags.ts';
import { fetchImages } from '../api/images.ts';
import { organiserKeys } from '../api/keys.ts';
import { removeImages } from '../api/remove-image.ts';
import { ActivityHead, useActivity } from '../components/activity-gate.tsx';
import { ImageField } from '../components/image-field.tsx';
import '../components/organiser.css';

const PATH = '/pages/activity-photo';
const NONE = 0;

type Filter = { tag?: string; division_id?: number; round?: (typeof ROUNDS)[number] };

/** Tags typed as "final, crowd #judges" -> ["final", "crowd", "judges"]. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[,，、#\s]+/)) {
    const tag = raw.trim().slice(0, 20);
    if (tag) seen.add(tag);
  }
  return [...seen].slice(0, 10);
}

function Uploader({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [urls, setUrls] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [tags, setTags] = useState('');
  const [division, setDivision] = useState<number>(NONE);
  const [round, setRound] = useState<string>('');
  const [number, setNumber] = useState('');
  const add = useMutation({
    mutationFn: () =>
      addImages({
        activity_id: activity.id,
        urls,
        tags: splitTags(tags),
        division_id: division || null,
        round: (round || null) as never,
        number: number ? Number(number) : null,
      }),
    onSuccess: (r) => {
      showToast(t('organiser.photo.added', { count: r.list.length }));
      setUrls([]);
      setTags('');
      setNumber('');
      void client.invalidateQueries({ queryKey: organiserKeys.activity(activity.id) });
    },
    onError: (e) => showToast(e instanceof Error ? e.message : String(e)),
  });
  return (
    <section className="og-card" data-testid="og-photo-upload">
      <div className="og-card__title">
        <span>{t('organiser.photo.upload')}</span>
        <small>{t('organiser.photo.max')}</small>
      </div>
      <ImageField value={urls} onChange={setUrls} max={9} onBusy={setBusy} testId="og-photo-files" />
      <div className="og-checkin__row">
        <Input
          value={tags}
          onChange={setTags}
          placeholder={t('organiser.photo.tagsPlaceholder')}
          clearable
          data-testid="og-photo-tags"
        />
      </div>
      {activity.divisions.length > 0 && (
        <div className="og-field">
          <Selector
            value={[division]}
            onChange={(v) => setDivision(v[0] ?? NONE)}
            options={[
              { label: t('organiser.photo.anyDivision'), value: NONE },
              ...activity.divisions.map((d) => ({ label: d.name, value: d.id })),
            ]}
          />
        </div>
      )}
      <div className="og-field">
        <Selector
          value={[round]}
          onChange={(v) => setRound(v[0] ?? '')}
          options={[
            { label: t('organiser.photo.anyRound'), value: '' },
            ...ROUNDS.map((r) => ({ label: t(`organiser.round.${r}`), value: r })),
          ]}
        />
      </div>
      <div className="og-checkin__row">
        <Input
          value={number}
          onChange={(v) => setNumber(v.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          placeholder={t('organiser.photo.numberPlaceholder')}
          clearable
        />
        <Button
          color="primary"
          shape="rounded"
          disabled={!urls.length || busy}
          loading={add.isPending}
          onClick={() => add.mutate()}
          data-testid="og-photo-submit"
        >
          {t('organiser.photo.submit')}
        </Button>
      </div>
    </section>
  );
}

function Gallery({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const tags = useQuery({
    queryKey: organiserKeys.imageTags(activity.id),
    queryFn: () => fetchImageTags({ activity_id: activity.id }),
  });
  const photos = useInfiniteQuery({
    queryKey: organiserKeys.images(activity.id, filter),
    queryFn: ({ pageParam }) =>
      fetchImages({ activity_id: activity.id, ...filter, cursor: pageParam, limit: 30 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const list = photos.data?.pages.flatMap((p) => p.list) ?? [];
  const remove = useMutation({
    mutationFn: (photoId: number) => removeImages({ activity_id: activity.id, ids: [photoId] }),
    onSuccess: () => {
      setViewing(null);
      showToast(t('organiser.photo.removed'));
      void client.invalidateQueries({ queryKey: organiserKeys.activity(activity.id) });
    },
    onError: (e) => showToast(e instanceof Error ? e.message : String(e)),
  });
  const chip = (label: string, on: boolean, next: Filter, testId?: string, key?: string) => (
    <button
      type="button"
      key={key ?? label}
      className={on ? 'og-chip og-chip--on' : 'og-chip'}
      onClick={() => setFilter(next)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  const current = viewing !== null ? list[viewing] : undefined;
  return (
    <section className="og-card" data-testid="og-photo-gallery">
      <div className="og-card__title">
        <span>{t('organiser.photo.browse')}</span>
        <small>{t('organiser.photo.total', { count: tags.data?.total ?? 0 })}</small>
      </div>
      <div className="og-chips" data-testid="og-photo-filters">
        {chip(
          t('organiser.photo.all'),
          !filter.tag && !filter.division_id && !filter.round,
          {},
          'og-photo-all',
        )}
        {tags.data?.divisions.map((d) =>
          chip(
            `${d.name} · ${d.count}`,
            filter.division_id === d.id,
            { division_id: d.id },
            undefined,
            `d${d.id}`,
          ),
        )}
        {tags.data?.rounds.map((r) =>
          chip(
            `${t(`organiser.round.${r.round}`)} · ${r.count}`,
            filter.round === r.round,
            { round: r.round },
            undefined,
            `r${r.round}`,
          ),
        )}
        {tags.data?.tags.map((x) =>
          chip(`#${x.tag} · ${x.count}`, filter.tag === x.tag, { tag: x.tag }, 'og-photo-tag', `t${x.tag}`),
        )}
      </div>
      <div style={{ marginTop: '1rem' }}>
        <QueryState
          isPending={photos.isPending}
          error={photos.error}
          refetch={photos.refetch}
          empty={!list.length}
          emptyText={t('organiser.photo.empty')}
          emptyPicture="posts"
        >
          <div className="og-photos">
            {list.map((p, i) => (
              <button
                type="button"
                className="og-photo"
                key={p.id}
                onClick={() => setViewing(i)}
                data-testid="og-photo"
              >
                <img src={p.url} alt={p.tags.join(' ')} loading="lazy" />
                {p.tags.length > 0 && <span className="og-photo__tags">#{p.tags.join(' #')}</span>}
              </button>
            ))}
          </div>
          {photos.hasNextPage && (
            <Button
              block
              fill="none"
              loading={photos.isFetchingNextPage}
              onClick={() => void photos.fetchNextPage()}
            >
              {t('organiser.photo.more')}
            </Button>
          )}
        </QueryState>
      </div>
      <ImageViewer.Multi
        images={list.map((p) => p.url)}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        renderFooter={() =>
          current && (
            <div
              className="og-footer"
              style={{ position: 'fixed', left: 0, right: 0, bottom: '1.2rem', zIndex: 1010 }}
            >
              <a
                className="og-viewer-save"
                style={{ position: 'static', flex: 1, textAlign: 'center' }}
                href={current.url}
                download
                target="_blank"
                rel="noreferrer"
                data-testid="og-photo-save"
              >
                {t('organiser.photo.save')}
              </a>
              {activity.is_staff && (
                <Button
                  shape="rounded"
                  color="danger"
                  onClick={() =>
                    void Dialog.confirm({
                      content: t('organiser.photo.confirmRemove'),
                      confirmText: t('organiser.photo.remove'),
                      cancelText: t('organiser.form.cancel'),
                      onConfirm: () => remove.mutate(current.id),
                    })
                  }
                >
                  {t('organiser.photo.remove')}
                </Button>
              )}
            </div>
          )
        }
      />
    </section>
  );
}

function Photos({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const activity = useActivity(id);
  if (id === null) return <StateView kind="notFound" title={t('organiser.noActivity')} />;
  return (
    <QueryState
      isPending={activity.isPending}
      error={activity.error}
      refetch={activity.refetch}
      notFoundText={t('organiser.noActivity')}
    >
      {activity.data && (
        <>
          <ActivityHead activity={activity.data} />
          {activity.data.is_staff && <Uploader activity={activity.data} />}
          <Gallery activity={activity.data} />
        </>
      )}
    </QueryState>
  );
}

/** Event photos: anyone browses them by tag, division or round; the organiser's staff upload and remove. */
export function PhotoPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path={PATH} title={t('organiser.photo.pageTitle')} className="og-page">
      <Photos id={id} />
    </Page>
  );
}
