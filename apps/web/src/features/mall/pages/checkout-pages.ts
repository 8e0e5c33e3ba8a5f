/** Checkout, one chunk: order confirmation and the payment result. */
export { OrderConfirmationPage } from './order-confirmation-page.tsx';
export { PaySuccessPage } from './pay-success-page.tsx';
