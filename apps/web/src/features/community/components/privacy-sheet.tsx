import type { community } from '@dance/contracts';
import { List, Popup, Selector, Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { useEditForumUserSetting } from '../api/edit-forum-user-setting.ts';
import { useForumUserSetting } from '../api/forum-user-setting.ts';

const WHO: community.WhoCan[] = ['everyone', 'followers', 'mutual', 'none'];

/** Who may comment on my posts or message me; whether my likes and collections are public. */
export function PrivacySheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setting = useForumUserSetting(visible);
  const edit = useEditForumUserSetting();
  const s = setting.data;
  const options = WHO.map((value) => ({ value, label: t(`community.privacy.who.${value}`) }));
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cm-sheet">
      <div className="cm-sheet__title">{t('community.privacy.title')}</div>
      {s && (
        <div className="cm-sheet__body">
          <div className="cm-sheet__label">{t('community.privacy.comment')}</div>
          <Selector
            columns={2}
            options={options}
            value={[s.who_can_comment]}
            onChange={(v) => v[0] && edit.mutate({ who_can_comment: v[0] })}
          />
          <div className="cm-sheet__label">{t('community.privacy.message')}</div>
          <Selector
            columns={2}
            options={options}
            value={[s.who_can_message]}
            onChange={(v) => v[0] && edit.mutate({ who_can_message: v[0] })}
          />
          <List>
            <List.Item
              extra={
                <Switch
                  checked={s.show_likes === 1}
                  onChange={(on) => edit.mutate({ show_likes: on ? 1 : 0 })}
                />
              }
            >
              {t('community.privacy.showLikes')}
            </List.Item>
            <List.Item
              extra={
                <Switch
                  checked={s.show_collections === 1}
                  onChange={(on) => edit.mutate({ show_collections: on ? 1 : 0 })}
                />
              }
            >
              {t('community.privacy.showCollections')}
            </List.Item>
          </List>
        </div>
      )}
    </Popup>
  );
}
