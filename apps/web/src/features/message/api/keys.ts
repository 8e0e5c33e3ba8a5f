/** Query keys of the message box and chat: every key starts with 'message'. */
export const messageKeys = {
  all: ['message'] as const,
  statistics: ['message', 'statistics'] as const,
  collection: (asMchId: number | null) => ['message', 'collection', asMchId] as const,
  collectionAll: ['message', 'collection'] as const,
  notices: (category: string, asMchId: number | null) => ['message', 'notices', category, asMchId] as const,
  emoji: ['message', 'emoji'] as const,
  reportReasons: ['message', 'inform-cats'] as const,
  pushConfig: ['message', 'push-config'] as const,
};
