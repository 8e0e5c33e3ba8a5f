import type { GroupBrief } from '../types.ts';
import type { community } from '@dance/contracts';
import { Button, ImageUploader, Input, ProgressBar, TextArea, type ImageUploadItem } from 'antd-mobile';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { upload } from '../../../lib/request.ts';
import { showLoading, showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { createPost } from '../api/create-post.ts';
import { useDraftDetail } from '../api/draft-detail.ts';
import { useGroupDetail } from '../api/group-detail.ts';
import { communityKeys } from '../api/keys.ts';
import { createAutosaver } from '../lib/autosave.ts';
import { hasContent, publishProblem, type Draft } from '../lib/draft.ts';
import { go, replace } from '../lib/ui.ts';
import { CirclePicker } from './circle-picker.tsx';
import { TopicPicker } from './topic-picker.tsx';
import '../community.css';

type PostType = community.PostType;

export const AUTOSAVE_DELAY = 2500;
const TYPES: PostType[] = ['image', 'video', 'text'];

const isType = (v: string): v is PostType => (TYPES as string[]).includes(v);

/** The post editor (release) and its long-form variant (releaseH5), with server-side drafts. */
export function ReleaseEditor({ path, article }: { path: string; article: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const params = usePageParams();
  const draftId = params.getId();
  const draft = useDraftDetail(draftId);
  const initialType = params.get('type');

  const [type, setType] = useState<PostType>(article ? 'text' : isType(initialType) ? initialType : 'image');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [video, setVideo] = useState<{ url: string; cover?: string } | null>(null);
  const [videoProgress, setVideoProgress] = useState<number | null>(null);
  const [topics, setTopics] = useState<string[]>(() => (params.get('topic') ? [params.get('topic')] : []));
  const [group, setGroup] = useState<GroupBrief | null>(null);
  const [groupId, setGroupId] = useState(() => params.getId('group_id'));
  const preset = useGroupDetail(group ? null : groupId);
  const [picker, setPicker] = useState<'topic' | 'circle' | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const loaded = useRef(draftId === null);

  const snapshot: Draft = useMemo(
    () => ({
      type,
      title: title.trim(),
      content,
      images: type === 'image' ? images.map((i) => i.url) : [],
      video: type === 'video' && video ? video : undefined,
      topics,
      group_id: groupId ?? undefined,
    }),
    [type, title, content, images, video, topics, groupId],
  );

  const saver = useMemo(
    () =>
      createAutosaver<Draft>({
        delay: AUTOSAVE_DELAY,
        id: draftId ?? undefined,
        save: async (d, id) => (await createPost({ ...d, id, is_draft: 1 })).id,
        onSaved: () => {
          setSavedAt(new Date().toTimeString().slice(0, 5));
          void client.invalidateQueries({ queryKey: communityKeys.drafts });
        },
      }),
    [draftId, client],
  );

  const baseline = useRef<string | null>(null);
  const justLoaded = useRef(false);
  // Continue a draft: fill the form once.
  useEffect(() => {
    const d = draft.data;
    if (!d || loaded.current) return;
    loaded.current = true;
    setType(d.type);
    setTitle(d.title);
    setContent(d.content);
    setImages(d.images.map((url) => ({ url })));
    setVideo(d.video ? { url: d.video.url, cover: d.video.cover || undefined } : null);
    setTopics(d.topics);
    setGroup(d.group);
    setGroupId(d.group?.id ?? null);
    justLoaded.current = true;
  }, [draft.data]);

  // Autosave every edit once the draft (if any) is in the form; opening the page saves nothing.
  useEffect(() => {
    const json = JSON.stringify(snapshot);
    if (baseline.current === null || justLoaded.current) {
      justLoaded.current = false;
      baseline.current = json;
      return;
    }
    if (json === baseline.current || !loaded.current || !hasContent(snapshot)) return;
    baseline.current = json;
    saver.change(snapshot);
  }, [snapshot, saver]);

  // Leaving the page saves what is pending.
  useEffect(() => () => void saver.flush(), [saver]);

  const saveDraft = async () => {
    if (!hasContent(snapshot)) return showToast(t('community.release.nothing'));
    setBusy('draft');
    try {
      saver.change(snapshot);
      const id = await saver.flush();
      if (!id) return;
      showSuccess(t('community.release.draftSaved'));
      replace('/pages/draft');
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const problem = publishProblem(snapshot, article);
    if (problem) return showToast(t(`community.release.${problem}`));
    setBusy('publish');
    saver.cancel();
    const close = showLoading(t('community.release.publishing'));
    try {
      const id = await saver.flush();
      const res = await createPost({ ...snapshot, id, is_draft: 0 });
      close();
      showSuccess(
        res.status === 'review' ? t('community.release.inReview') : t('community.release.published'),
      );
      void client.invalidateQueries({ queryKey: communityKeys.postsAll });
      void client.invalidateQueries({ queryKey: communityKeys.drafts });
      replace(pageUrl(type === 'text' ? '/pages/article-detail' : '/pages/bbs-detail', { id: res.id }));
    } catch {
      close();
    } finally {
      setBusy(null);
    }
  };

  const pickVideo = async (file: File | undefined) => {
    if (!file) return;
    setVideoProgress(0);
    try {
      const res = await upload(file, 'video', setVideoProgress);
      setVideo({ url: res.url });
    } catch {
      // shown by the wrapper
    } finally {
      setVideoProgress(null);
    }
  };

  return (
    <Page
      path={path}
      title={article ? t('community.release.articleTitle') : t('community.release.title')}
      className="cm-page cm-editor"
      right={
        <button
          type="button"
          className="cm-link"
          onClick={() => go('/pages/draft')}
          data-testid="open-drafts"
        >
          {t('community.draft.title')}
        </button>
      }
    >
      {!article && (
        <div className="cm-segment" role="tablist">
          {TYPES.map((key) => (
            <button
              type="button"
              key={key}
              role="tab"
              aria-selected={type === key}
              className={type === key ? 'cm-segment__item cm-segment__item--on' : 'cm-segment__item'}
              data-testid={`release-type-${key}`}
              onClick={() => setType(key)}
            >
              {t(`community.release.type.${key}`)}
            </button>
          ))}
        </div>
      )}
      <div className="cm-editor__card">
        {type === 'image' && (
          <div data-testid="release-images">
            <ImageUploader
              value={images}
              onChange={setImages}
              maxCount={9}
              multiple
              upload={async (file) => ({ url: (await upload(file, 'image')).url })}
            />
          </div>
        )}
        {type === 'video' && (
          <div className="cm-editor__video">
            {video ? (
              <div className="cm-editor__video-done" data-testid="release-video-done">
                <video src={video.url} muted playsInline preload="metadata" />
                <button type="button" className="cm-editor__remove" onClick={() => setVideo(null)}>
                  <CloseOutline />
                </button>
              </div>
            ) : (
              <label className="cm-upload cm-upload--video" data-testid="release-video">
                <span className="cm-upload__plus">+</span>
                <span className="cm-upload__label">
                  {videoProgress === null ? t('community.release.pickVideo') : `${videoProgress}%`}
                </span>
                <input
                  type="file"
                  accept="video/*"
                  hidden
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    void pickVideo(file);
                  }}
                />
              </label>
            )}
            {videoProgress !== null && <ProgressBar percent={videoProgress} />}
            <div className="muted">{t('community.release.videoHint')}</div>
          </div>
        )}
        <Input
          className="cm-editor__title"
          value={title}
          onChange={setTitle}
          maxLength={60}
          placeholder={
            article ? t('community.release.articleTitlePlaceholder') : t('community.release.titlePlaceholder')
          }
          data-testid="release-title"
        />
        <TextArea
          className="cm-editor__content"
          value={content}
          onChange={setContent}
          maxLength={20000}
          autoSize={{ minRows: article ? 12 : 5, maxRows: article ? 40 : 14 }}
          placeholder={t('community.release.contentPlaceholder')}
          data-testid="release-content"
        />
        {topics.length > 0 && (
          <div className="cm-chips cm-chips--wrap cm-editor__topics">
            {topics.map((name) => (
              <span key={name} className="cm-chip cm-chip--on">
                #{name}
                <button
                  type="button"
                  className="cm-chip__x"
                  aria-label={t('common.delete')}
                  onClick={() => setTopics(topics.filter((x) => x !== name))}
                >
                  ×
                </button>
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="cm-panel cm-editor__options">
        <button
          type="button"
          className="cm-option"
          onClick={() => setPicker('topic')}
          data-testid="release-topic"
        >
          <span className="cm-option__icon">#</span>
          <span className="cm-option__label">{t('community.release.addTopics')}</span>
          <span className="cm-option__value">
            {topics.length ? topics.map((x) => `#${x}`).join(' ') : ''}
          </span>
          <RightOutline />
        </button>
        <button
          type="button"
          className="cm-option"
          onClick={() => setPicker('circle')}
          data-testid="release-circle"
        >
          <span className="cm-option__icon">◎</span>
          <span className="cm-option__label">{t('community.release.circle')}</span>
          <span className="cm-option__value" data-testid="release-circle-value">
            {group?.name ?? preset.data?.name ?? t('community.release.noCircle')}
          </span>
          <RightOutline />
        </button>
      </div>
      <div className="cm-editor__saved" data-testid="autosave-state">
        {savedAt ? t('community.release.autoSaved', { time: savedAt }) : t('community.release.autoSaveHint')}
      </div>
      <div className="cm-editor__footer">
        <Button
          shape="rounded"
          loading={busy === 'draft'}
          onClick={() => void saveDraft()}
          data-testid="release-save-draft"
        >
          {t('community.release.saveDraft')}
        </Button>
        <Button
          shape="rounded"
          className="gradient-button cm-editor__publish"
          loading={busy === 'publish'}
          disabled={videoProgress !== null}
          onClick={() => void publish()}
          data-testid="release-publish"
        >
          {t('community.release.publish')}
        </Button>
      </div>
      <TopicPicker
        visible={picker === 'topic'}
        value={topics}
        onChange={setTopics}
        onClose={() => setPicker(null)}
      />
      <CirclePicker
        visible={picker === 'circle'}
        value={group?.id ?? groupId}
        onChange={(g) => {
          setGroup(g);
          setGroupId(g?.id ?? null);
        }}
        onClose={() => setPicker(null)}
      />
    </Page>
  );
}
