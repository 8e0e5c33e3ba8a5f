import type { community } from '@dance/contracts';
import { Image } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { go, useFormat } from '../lib/ui.ts';

/** One circle in a list: avatar, name, members and posts, my standing. */
export function GroupRow({ group }: { group: community.Group }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div
      className="cm-group-row"
      data-testid={`group-${group.id}`}
      onClick={() => go(pageUrl('/pages/circle-detail', { id: group.id }))}
    >
      <Image src={group.avatar} width={52} height={52} fit="cover" className="cm-group-row__avatar" lazy />
      <div className="cm-group-row__main">
        <div className="cm-group-row__name">
          {group.name}
          {group.join_mode === 'approval' && (
            <span className="cm-badge cm-badge--soft">{t('community.circle.approval')}</span>
          )}
        </div>
        <div className="cm-group-row__intro">{group.intro || t('community.circle.noIntro')}</div>
        <div className="cm-group-row__meta">
          {t('community.circle.members', { count: group.member_count })} ·{' '}
          {t('community.circle.posts', { count: group.post_count })}
          {group.member_count > 9999 && ` · ${format.count(group.member_count)}`}
        </div>
      </div>
      {group.my_status !== 'none' && (
        <span className={`cm-state cm-state--${group.my_status}`}>
          {t(`community.circle.status.${group.my_status}`)}
        </span>
      )}
    </div>
  );
}
