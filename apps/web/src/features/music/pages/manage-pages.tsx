import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  InfiniteScroll,
  ProgressBar,
  Radio,
  Selector,
  Switch,
  Tabs,
  TextArea,
} from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { music } from '@dance/contracts';
import { LoginGate } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { navigateTo, pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { upload } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { editMusic, myShopsQuery } from '../api/edit-music.ts';
import { musicKeys } from '../api/keys.ts';
import { myMusicsQuery, type MyTrack } from '../api/my-musics.ts';
import { trackDetailQuery } from '../api/track-detail.ts';
import { toPlayItem } from '../components/track-row.tsx';
import { clock } from '../lib/format.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function ManageRow({ track, own, list }: { track: MyTrack; own: boolean; list: MyTrack[] }) {
  const { t } = useTranslation();
  return (
    <div className="manage-row" data-testid={`my-track-${track.id}`}>
      <button
        type="button"
        className="manage-row__main"
        onClick={() =>
          track.media_status === 'ready'
            ? usePlaybackStore
                .getState()
                .playAll(list.filter((x) => x.media_status === 'ready').map(toPlayItem), track.id)
            : undefined
        }
      >
        <img className="track-row__cover" src={track.cover} alt="" />
        <span className="track-row__body">
          <span className="track-row__title">{track.title}</span>
          <span className="track-row__meta">
            {own && track.status === 'draft' && <em className="tag">{t('music.manage.draft')}</em>}
            {own && track.status === 'review' && (
              <em className="tag" data-testid="my-track-review">
                {t('music.manage.review')}
              </em>
            )}
            {track.media_status !== 'ready' && (
              <em className="tag tag--paid">{t(`music.manage.media.${track.media_status}`)}</em>
            )}
            <span className="track-row__sub">
              {track.bpm !== null ? `${track.bpm} BPM · ` : ''}
              {clock(track.duration)}
            </span>
          </span>
          {own && track.status === 'draft' && track.review_reason && (
            <span className="manage-row__refused" data-testid="my-track-refused">
              {t('music.manage.refused', { reason: track.review_reason })}
            </span>
          )}
          {own && (
            <span className="manage-row__stats">
              {t('music.manage.stats', {
                plays: track.plays,
                downloads: track.downloads,
                sales: track.sales,
              })}
            </span>
          )}
        </span>
      </button>
      {own && (
        <Button
          size="mini"
          shape="rounded"
          onClick={() => go(pageUrl('/pages/music-edit', { id: track.id }))}
        >
          {t('music.manage.edit')}
        </Button>
      )}
    </div>
  );
}

type Tab = 'bought' | 'liked' | 'mine';

function MyList({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myMusicsQuery(tab === 'mine' ? 0 : 1, tab === 'liked' ? 1 : 0));
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      {...query}
      empty={list.length === 0}
      emptyText={t(
        { bought: 'music.manage.noBought', liked: 'music.manage.noLiked', mine: 'music.manage.noTracks' }[
          tab
        ],
      )}
      emptyPicture={tab === 'liked' ? 'likes' : 'music'}
    >
      {list.map((track) => (
        <ManageRow key={track.id} track={track} own={tab === 'mine'} list={list} />
      ))}
      <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage} />
    </QueryState>
  );
}

/** My music: the tracks I bought, those I liked, and for a musician the tracks of my shop with their statistics. */
export function MusicManagePage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.token !== null);
  const shops = useQuery({ ...myShopsQuery(), enabled: signedIn });
  const musician = (shops.data?.list.length ?? 0) > 0;
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(asked === 'mine' || asked === 'liked' ? asked : 'bought');
  return (
    <Page
      path="/pages/music-manage"
      title={t('music.mine.myMusic')}
      className="music-list-page"
      right={
        musician ? (
          <Button
            size="mini"
            color="primary"
            shape="rounded"
            onClick={() => go('/pages/music-edit')}
            data-testid="music-upload"
          >
            {t('music.manage.upload')}
          </Button>
        ) : shops.isSuccess ? (
          <Button
            size="mini"
            shape="rounded"
            onClick={() => go('/pages/musician-authentication')}
            data-testid="music-become"
          >
            {t('music.musician.become')}
          </Button>
        ) : undefined
      }
    >
      {!signedIn ? (
        <LoginGate />
      ) : (
        <>
          <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
            <Tabs.Tab key="bought" title={t('music.manage.bought')} />
            <Tabs.Tab key="liked" title={t('music.manage.liked')} />
            {musician && <Tabs.Tab key="mine" title={t('music.manage.mine')} />}
          </Tabs>
          <MyList key={tab} tab={tab} />
        </>
      )}
    </Page>
  );
}

interface FormValues {
  title: string;
  artist: string;
  album: string;
  genres: string[];
  bpm: string;
  price: string;
  downloadable: boolean;
  lyrics: string;
}

/** Upload a track (with progress) and its details, then publish it or keep it as a draft. */
export function MusicEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const queryClient = useQueryClient();
  const signedIn = useUserStore((s) => s.token !== null);
  const shops = useQuery({ ...myShopsQuery(), enabled: signedIn });
  const detail = useQuery({ ...trackDetailQuery(id ?? 0), staleTime: 0, enabled: id !== null });
  const [form] = Form.useForm<FormValues>();
  const [audio, setAudio] = useState<{ url: string; name: string } | null>(null);
  const [cover, setCover] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [mchId, setMchId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const track = detail.data;

  useEffect(() => {
    if (!track) return;
    form.setFieldsValue({
      title: track.title,
      artist: track.artist,
      album: track.album?.name ?? '',
      genres: track.genres,
      bpm: track.bpm === null ? '' : String(track.bpm),
      price: track.price,
      downloadable: track.downloadable,
      lyrics: track.lyrics,
    });
    setCover(track.cover);
    setAudio({ url: track.source_url, name: track.title });
  }, [track, form]);
  useEffect(() => {
    const first = shops.data?.list[0];
    if (mchId === null && first) setMchId(first.id);
  }, [shops.data, mchId]);

  if (!signedIn)
    return (
      <Page path="/pages/music-edit" title={t('music.edit.title')}>
        <LoginGate />
      </Page>
    );

  if (id === null && shops.isSuccess && shops.data.list.length === 0)
    return (
      <Page path="/pages/music-edit" title={t('music.edit.title')}>
        <StateView
          kind="empty"
          picture="verify"
          title={t('music.edit.notMusician')}
          action={{
            label: t('music.edit.apply'),
            onClick: () => go('/pages/musician-authentication'),
          }}
        />
      </Page>
    );

  const pickAudio = async (file: File) => {
    setProgress(0);
    try {
      const done = await upload(file, 'audio', setProgress);
      setAudio({ url: done.url, name: file.name });
    } catch {
      // The wrapper showed why.
    } finally {
      setProgress(null);
    }
  };
  const pickCover = async (file: File) => {
    try {
      setCover((await upload(file, 'image')).url);
    } catch {
      // as above
    }
  };

  const save = async (status: 'draft' | 'published') => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!audio) return showToast(t('music.edit.needAudio'));
    if (!cover) return showToast(t('music.edit.needCover'));
    setBusy(true);
    try {
      const saved = await editMusic({
        id: id ?? undefined,
        mch_id: id === null ? (mchId ?? undefined) : undefined,
        title: v.title,
        artist: v.artist,
        album: v.album ?? '',
        genres: v.genres as (typeof music.MUSIC_GENRES)[number][],
        bpm: v.bpm ? Number(v.bpm) : null,
        cover,
        audio_url: audio.url,
        price: v.price || '0.00',
        downloadable: v.downloadable ? 1 : 0,
        lyrics: v.lyrics ?? '',
        status,
      });
      await queryClient.invalidateQueries({ queryKey: musicKeys.all });
      showSuccess(
        saved.status === 'review'
          ? t('music.edit.inReview')
          : status === 'published'
            ? t('music.edit.published')
            : t('music.edit.saved'),
      );
      void redirectTo(pageUrl('/pages/music-manage', { tab: 'mine', id: saved.id })).catch(() => undefined);
    } catch {
      // The wrapper showed why.
    } finally {
      setBusy(false);
    }
  };

  const estimate = track?.bpm_estimate ?? null;
  return (
    <Page
      path="/pages/music-edit"
      title={id ? t('music.edit.editTitle') : t('music.edit.title')}
      className="music-edit"
    >
      <QueryState isPending={id !== null && detail.isPending} error={detail.error} refetch={detail.refetch}>
        <section className="music-card">
          <label className="upload-box" data-testid="music-audio-upload">
            <b>{audio ? audio.name : t('music.edit.pickAudio')}</b>
            <small>{t('music.edit.audioHint')}</small>
            {progress !== null && <ProgressBar percent={progress} text data-testid="music-upload-progress" />}
            <input
              type="file"
              accept="audio/*"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void pickAudio(file);
              }}
            />
          </label>
          <label className="upload-cover" data-testid="music-cover-upload">
            {cover ? <img src={cover} alt="" /> : <span>{t('music.edit.pickCover')}</span>}
            <input
              type="file"
              accept="image/*"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void pickCover(file);
              }}
            />
          </label>
          {track && track.media_status !== 'ready' && (
            <p className="music-buy__note">{t(`music.manage.media.${track.media_status}`)}</p>
          )}
        </section>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ genres: [], price: '0.00', downloadable: true, album: '', lyrics: '', bpm: '' }}
        >
          <Form.Item
            name="title"
            label={t('music.edit.name')}
            rules={[{ required: true, message: t('music.edit.required') }]}
          >
            <Input maxLength={80} data-testid="music-title" />
          </Form.Item>
          <Form.Item
            name="artist"
            label={t('music.edit.artist')}
            rules={[{ required: true, message: t('music.edit.required') }]}
          >
            <Input maxLength={60} data-testid="music-artist" />
          </Form.Item>
          <Form.Item name="album" label={t('music.edit.album')}>
            <Input maxLength={60} placeholder={t('music.edit.albumHint')} />
          </Form.Item>
          <Form.Item
            name="genres"
            label={t('music.edit.genres')}
            layout="vertical"
            rules={[{ required: true, type: 'array', min: 1, max: 3, message: t('music.edit.genresRule') }]}
          >
            <Selector
              multiple
              columns={4}
              options={music.MUSIC_GENRES.map((g) => ({ label: t(`music.genre.${g}`), value: g }))}
            />
          </Form.Item>
          <Form.Item
            name="bpm"
            label="BPM"
            help={
              estimate !== null
                ? t('music.edit.estimate', { bpm: Math.round(estimate) })
                : t('music.edit.estimateLater')
            }
            extra={
              estimate !== null ? (
                <Button size="mini" onClick={() => form.setFieldValue('bpm', String(Math.round(estimate)))}>
                  {t('music.edit.useEstimate')}
                </Button>
              ) : undefined
            }
          >
            <Input type="number" inputMode="numeric" min={40} max={250} data-testid="music-bpm" />
          </Form.Item>
          <Form.Item
            name="price"
            label={t('music.edit.price')}
            help={id ? t('music.edit.priceKept') : t('music.edit.priceHint')}
          >
            <Input inputMode="decimal" data-testid="music-price" disabled={id !== null} />
          </Form.Item>
          <Form.Item name="downloadable" label={t('music.edit.downloadable')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="lyrics" label={t('music.edit.lyrics')} layout="vertical">
            <TextArea rows={3} maxLength={20_000} placeholder="[00:12.00] ..." />
          </Form.Item>
          {id === null && (shops.data?.list.length ?? 0) > 1 && (
            <Form.Item label={t('music.edit.shop')} layout="vertical">
              <Radio.Group value={mchId ?? undefined} onChange={(v) => setMchId(Number(v))}>
                {shops.data?.list.map((s) => (
                  <Radio key={s.id} value={s.id}>
                    {s.name}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
        </Form>
        <div className="music-buy__bar">
          <Button
            shape="rounded"
            loading={busy}
            onClick={() => void save('draft')}
            data-testid="music-save-draft"
          >
            {t('music.edit.draft')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            loading={busy}
            onClick={() => void save('published')}
            data-testid="music-publish"
            style={{ flex: 1 }}
          >
            {t('music.edit.publish')}
          </Button>
        </div>
      </QueryState>
    </Page>
  );
}
