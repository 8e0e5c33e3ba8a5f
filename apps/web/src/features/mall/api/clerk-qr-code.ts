import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const clerkQrCodeCall = defineCall<typeof mall.clerkQrCode>()('GET', '/api/order/clerk-qr-code');

/** While shown, the QR asks every few seconds whether a clerk has verified it. */
export const clerkQrCodeQuery = (id: number) =>
  queryOptions({
    queryKey: mallKeys.clerkQrCode(id),
    queryFn: () => request(clerkQrCodeCall, { id }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !query.state.data.verified_at ? 3000 : false),
  });

export const useClerkQrCode = (id: number, enabled: boolean) =>
  useQuery({ ...clerkQrCodeQuery(id), enabled });
