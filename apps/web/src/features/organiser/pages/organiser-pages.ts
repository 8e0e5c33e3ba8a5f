export { ActivityManagePage } from './activity-manage-page.tsx';
export { ActivityEditPage } from './activity-edit-page.tsx';
export { TicketEditPage } from './ticket-edit-page.tsx';
export { RelevancePage } from './relevance-page.tsx';
export { PhotoPage } from './photo-page.tsx';
export { GroupPage } from './group-page.tsx';
