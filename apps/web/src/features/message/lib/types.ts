import type { ChatMessage, NoticeCategory as Category } from '@dance/contracts/message';

export type NoticeCategory = Category;
export type { ChatMessage };
