import type { GroupBrief } from '../types.ts';
import { Image, Popup } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { useGroupList } from '../api/group-list.ts';
import { flattenPages } from '../lib/feed.ts';
import { StateView } from '../../../components/state-view.tsx';

interface CirclePickerProps {
  visible: boolean;
  value: number | null;
  onChange: (group: GroupBrief | null) => void;
  onClose: () => void;
}

/** Post into one of my circles, or none. */
export function CirclePicker({ visible, value, onChange, onClose }: CirclePickerProps) {
  const { t } = useTranslation();
  const query = useGroupList('mine', '', visible);
  const groups = flattenPages(query.data?.pages).filter(
    (g) => g.my_status === 'member' || g.my_status === 'owner',
  );
  const pick = (group: GroupBrief | null) => {
    onChange(group);
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cm-sheet">
      <div className="cm-sheet__title">{t('community.release.circle')}</div>
      <div className="cm-sheet__body">
        <div className={value === null ? 'cm-pick cm-pick--on' : 'cm-pick'} onClick={() => pick(null)}>
          {t('community.release.noCircle')}
        </div>
        {query.isSuccess && groups.length === 0 && (
          <StateView kind="empty" picture="circles" title={t('community.release.noCircles')} />
        )}
        {groups.map((g) => (
          <div
            key={g.id}
            className={value === g.id ? 'cm-pick cm-pick--on' : 'cm-pick'}
            data-testid={`pick-circle-${g.id}`}
            onClick={() => pick({ id: g.id, name: g.name, avatar: g.avatar })}
          >
            <Image src={g.avatar} width={32} height={32} fit="cover" className="cm-pick__avatar" />
            {g.name}
          </div>
        ))}
      </div>
    </Popup>
  );
}
