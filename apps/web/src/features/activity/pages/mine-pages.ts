export { MyTicketsPage } from './my-tickets-page.tsx';
export { ApplyPage } from './apply-page.tsx';
export { RegisterRecordPage } from './register-record-page.tsx';
