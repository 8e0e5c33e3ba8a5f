import type { community } from '@dance/contracts';
import { Avatar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { pageUrl } from '../../../lib/navigation.ts';
import { go } from '../lib/ui.ts';

interface UserRowProps {
  user: community.UserBrief;
  description?: ReactNode;
  extra?: ReactNode;
}

/** A user in a list: avatar and name open their space. */
export function UserRow({ user, description, extra }: UserRowProps) {
  return (
    <div
      className="cm-user-row"
      data-testid={`user-${user.id}`}
      onClick={() => go(pageUrl('/pages/my-space', { user_id: user.id }))}
    >
      <Avatar src={user.avatar} className="cm-avatar cm-avatar--md" />
      <div className="cm-user-row__main">
        <div className="cm-user-row__name">{user.nickname}</div>
        {description && <div className="cm-user-row__desc">{description}</div>}
      </div>
      {extra}
    </div>
  );
}
