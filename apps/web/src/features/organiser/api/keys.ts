/**
 * Query keys of the organiser's tools; invalidating `organiserKeys.activity(id)` refreshes every
 * figure of one activity (detail, statistics, roster, divisions, bracket, photos).
 */
export const organiserKeys = {
  all: ['organiser'] as const,
  myShops: ['organiser', 'my-shops'] as const,
  manageList: (mchId: number) => ['organiser', 'manage-list', mchId] as const,
  activity: (id: number) => ['organiser', 'activity', id] as const,
  detail: (id: number) => ['organiser', 'activity', id, 'detail'] as const,
  statistic: (id: number) => ['organiser', 'activity', id, 'statistic'] as const,
  roster: (id: number, status: string) => ['organiser', 'activity', id, 'roster', status] as const,
  groups: (id: number) => ['organiser', 'activity', id, 'groups'] as const,
  competition: (id: number) => ['organiser', 'activity', id, 'competition'] as const,
  images: (id: number, filter: object) => ['organiser', 'activity', id, 'images', filter] as const,
  imageTags: (id: number) => ['organiser', 'activity', id, 'image-tags'] as const,
  ticketKey: ['organiser', 'ticket-key'] as const,
  districts: ['organiser', 'districts'] as const,
  shopGoods: (mchId: number, type: string) => ['organiser', 'shop-goods', mchId, type] as const,
  shopCourses: (mchId: number) => ['organiser', 'shop-courses', mchId] as const,
};
