import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const personalQrCodeCall = defineCall<typeof user.personalQrCode>()(
  'GET',
  '/api/user/personal-qr-code',
);

export const fetchPersonalQrCode = () => request(personalQrCodeCall, {});

export const personalQrCodeQuery = () =>
  queryOptions({ queryKey: accountKeys.qrCode, queryFn: fetchPersonalQrCode, staleTime: 600_000 });

export const usePersonalQrCode = () => useQuery(personalQrCodeQuery());
