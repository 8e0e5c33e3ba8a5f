import { Button, Input, List, Radio, SearchBar, Space, Tabs, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { editGroup } from '../api/edit-group.ts';
import { useGroupDetail } from '../api/group-detail.ts';
import { useGroupList, type GroupScope } from '../api/group-list.ts';
import { communityKeys } from '../api/keys.ts';
import { InfiniteList } from '../components/feed-list.tsx';
import { GroupRow } from '../components/group-card.tsx';
import { SingleUpload } from '../components/single-upload.tsx';
import { go, replace, requireLogin } from '../lib/ui.ts';
import { LoginGate } from '../../../components/login-required.tsx';
import '../community.css';

export { CircleDetailPage } from '../components/circle-detail.tsx';

/** Every circle, or mine, with a name search. */
export function CirclePage() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const [scope, setScope] = useState<GroupScope>('all');
  const [keyword, setKeyword] = useState('');
  const query = useGroupList(scope, keyword, scope === 'all' || isLogin);
  return (
    <Page
      path="/pages/circle"
      title={t('community.circle.all')}
      className="cm-page"
      right={
        <button
          type="button"
          className="cm-link"
          onClick={() => requireLogin() && go('/pages/create-circle')}
        >
          {t('community.circle.create')}
        </button>
      }
    >
      <div className="cm-search">
        <SearchBar
          placeholder={t('community.circle.search')}
          onSearch={setKeyword}
          onClear={() => setKeyword('')}
        />
      </div>
      <Tabs activeKey={scope} onChange={(key) => setScope(key as GroupScope)} className="cm-subtabs">
        <Tabs.Tab key="all" title={t('community.circle.discover')} />
        <Tabs.Tab key="mine" title={t('community.circle.mine')} />
      </Tabs>
      {scope === 'mine' && !isLogin ? (
        <LoginGate />
      ) : (
        <InfiniteList
          key={`${scope}-${keyword}`}
          query={query}
          queryKey={communityKeys.groups(scope, keyword)}
          className="cm-panel"
          emptyText={t('community.circle.empty')}
          emptyPicture="circles"
          render={(group) => <GroupRow key={group.id} group={group} />}
        />
      )}
    </Page>
  );
}

/** Create a circle, or edit mine (?id=). */
export function CreateCirclePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = usePageParams().getId();
  const existing = useGroupDetail(id);
  const [name, setName] = useState('');
  const [avatar, setAvatar] = useState('');
  const [cover, setCover] = useState('');
  const [intro, setIntro] = useState('');
  const [mode, setMode] = useState<'open' | 'approval'>('open');
  const [question, setQuestion] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const g = existing.data;
    if (!g) return;
    setName(g.name);
    setAvatar(g.avatar);
    setCover(g.cover);
    setIntro(g.intro);
    setMode(g.join_mode);
    setQuestion(g.join_question);
  }, [existing.data]);

  const submit = async () => {
    if (!requireLogin()) return;
    if (name.trim().length < 2) return showToast(t('community.circle.nameTooShort'));
    if (!avatar) return showToast(t('community.circle.needAvatar'));
    if (mode === 'approval' && !question.trim()) return showToast(t('community.circle.needQuestion'));
    setSaving(true);
    try {
      const res = await editGroup({
        id: id ?? undefined,
        name: name.trim(),
        avatar,
        cover: cover || undefined,
        intro: intro.trim(),
        join_mode: mode,
        join_question: mode === 'approval' ? question.trim() : undefined,
      });
      showSuccess(id ? t('common.saved') : t('community.circle.created'));
      void client.invalidateQueries({ queryKey: communityKeys.groupsAll });
      void client.invalidateQueries({ queryKey: communityKeys.group(res.id) });
      replace(pageUrl('/pages/circle-detail', { id: res.id }));
    } catch {
      // shown by the wrapper
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page
      path="/pages/create-circle"
      title={id ? t('community.circle.edit') : t('community.circle.create')}
      className="cm-page"
    >
      <div className="cm-form-media">
        <SingleUpload
          value={avatar}
          onChange={setAvatar}
          label={t('community.circle.avatar')}
          testId="circle-avatar"
        />
        <SingleUpload
          value={cover}
          onChange={setCover}
          label={t('community.circle.cover')}
          wide
          testId="circle-cover"
        />
      </div>
      <List className="card-list">
        <List.Item title={t('community.circle.name')}>
          <Input
            value={name}
            onChange={setName}
            maxLength={20}
            placeholder={t('community.circle.namePlaceholder')}
            data-testid="circle-name"
          />
        </List.Item>
        <List.Item title={t('community.circle.intro')}>
          <TextArea
            value={intro}
            onChange={setIntro}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('community.circle.introPlaceholder')}
          />
        </List.Item>
        <List.Item title={t('community.circle.joinMode')}>
          <Radio.Group value={mode} onChange={(v) => setMode(v as 'open' | 'approval')}>
            <Space direction="vertical">
              <Radio value="open">{t('community.circle.open')}</Radio>
              <Radio value="approval" data-testid="circle-approval">
                {t('community.circle.approvalMode')}
              </Radio>
            </Space>
          </Radio.Group>
        </List.Item>
        {mode === 'approval' && (
          <List.Item title={t('community.circle.question')}>
            <Input
              value={question}
              onChange={setQuestion}
              maxLength={100}
              placeholder={t('community.circle.questionPlaceholder')}
            />
          </List.Item>
        )}
      </List>
      <div className="form-footer">
        <Button
          block
          shape="rounded"
          className="gradient-button"
          loading={saving}
          onClick={() => void submit()}
          data-testid="circle-submit"
        >
          {id ? t('common.save') : t('community.circle.createNow')}
        </Button>
      </div>
    </Page>
  );
}
