import {
  BellOutline,
  CalendarOutline,
  LikeOutline,
  MessageOutline,
  ShopbagOutline,
  TruckOutline,
  UserAddOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { NoticeCategory } from './types.ts';

/** How each category of notices looks in the box. */
export const CATEGORY_LOOK: Record<NoticeCategory, { icon: ReactNode; color: string }> = {
  interaction: { icon: <LikeOutline />, color: '#ff2e7e' },
  comment: { icon: <MessageOutline />, color: '#3b82f6' },
  follow: { icon: <UserAddOutline />, color: '#8b5cf6' },
  order: { icon: <TruckOutline />, color: '#ff8a1f' },
  system: { icon: <BellOutline />, color: '#1fbf75' },
  activity: { icon: <CalendarOutline />, color: '#0ea5a4' },
  live: { icon: <VideoOutline />, color: '#ef4444' },
  shop: { icon: <ShopbagOutline />, color: '#d97706' },
};

/** The four at the top of the box, as round icons; the rest are rows. */
export const TOP_CATEGORIES: NoticeCategory[] = ['interaction', 'comment', 'follow', 'order'];

export const isCategory = (v: string): v is NoticeCategory => v in CATEGORY_LOOK;
