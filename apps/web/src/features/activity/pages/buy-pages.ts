export { TicketPurchasePage } from './ticket-purchase-page.tsx';
export { AudiencePaymentPage } from './audience-payment-page.tsx';
