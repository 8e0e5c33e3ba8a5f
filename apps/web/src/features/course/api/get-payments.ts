import type { mall } from '@dance/contracts';
import { defineCall, request, type CallData } from '../../../lib/request.ts';

export const getPaymentsCall = defineCall<typeof mall.getPayments>()('GET', '/api/payment/get-payments');

export type Payments = CallData<typeof getPaymentsCall>;

/** The methods the server offers for a payment attempt, and my balance. */
export const fetchPayments = (paymentId: number) => request(getPaymentsCall, { payment_id: paymentId });
