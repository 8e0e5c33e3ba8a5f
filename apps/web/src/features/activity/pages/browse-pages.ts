export { ActivityPage } from './activity-page.tsx';
export { ActivityDetailPage } from './activity-detail-page.tsx';
