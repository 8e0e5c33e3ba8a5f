import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { useFollowUser } from '../api/user-like.ts';
import { requireLogin, useMyId } from '../lib/ui.ts';

interface FollowButtonProps {
  userId: number;
  followed: boolean;
  /** They follow me too: "回关" / "互相关注". */
  fan?: boolean;
  size?: 'mini' | 'small';
  onChange?: (followed: boolean) => void;
}

export function FollowButton({ userId, followed, fan, size = 'mini', onChange }: FollowButtonProps) {
  const { t } = useTranslation();
  const myId = useMyId();
  const follow = useFollowUser();
  if (myId === userId) return null;
  const label = followed
    ? fan
      ? t('community.follow.mutual')
      : t('community.follow.following')
    : fan
      ? t('community.follow.followBack')
      : t('community.follow.follow');
  return (
    <Button
      size={size}
      shape="rounded"
      className={followed ? 'cm-follow cm-follow--on' : 'cm-follow'}
      loading={follow.isPending}
      data-testid={`follow-${userId}`}
      onClick={(event) => {
        event.stopPropagation();
        if (!requireLogin()) return;
        follow.mutate({ userId, follow: !followed }, { onSuccess: (data) => onChange?.(data.is_like === 1) });
      }}
    >
      {label}
    </Button>
  );
}
