import type { user } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const authenticationCall = defineCall<typeof user.authentication>()(
  'POST',
  '/plugin/mobile/api/user/authentication',
);

export const submitAuthentication = (body: CallInput<typeof authenticationCall>) =>
  request(authenticationCall, body);

export function useAuthentication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAuthentication,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.info }),
  });
}

/** 18 characters: 17 digits and a digit or X. */
export const ID_CARD_RULE = /^\d{17}[\dXx]$/;
export const REAL_NAME_RULE = /^[\p{Script=Han}·A-Za-z ]{2,30}$/u;
