/**
 * Query keys of the activities tab; invalidating a prefix (`activity`, `activity-ticket`) refreshes
 * everything under it.
 */
export const activityKeys = {
  all: ['activity'] as const,
  list: (input: object) => ['activity', 'list', input] as const,
  detail: (id: number) => ['activity', 'detail', id] as const,
  competition: (id: number) => ['activity', 'competition', id] as const,
  images: (id: number) => ['activity', 'images', id] as const,
  banners: ['activity', 'banners'] as const,
  attendees: ['activity-mine', 'attendees'] as const,
  mine: ['activity-mine'] as const,
  tickets: (status: string) => ['activity-mine', 'tickets', status] as const,
  records: ['activity-mine', 'register-record'] as const,
  preview: (input: object) => ['activity-mine', 'preview', input] as const,
};
