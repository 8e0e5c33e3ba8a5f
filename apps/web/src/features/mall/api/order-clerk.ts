import type { mall } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const orderClerkCall = defineCall<typeof mall.orderClerk>()('GET', '/api/order/order-clerk');

/** A clerk verifies a buyer's code, exactly once (the server refuses a second time). */
export const verifyOrderCode = (code: string) => request(orderClerkCall, { code });

export const useVerifyOrderCode = () => useMutation({ mutationFn: verifyOrderCode });
