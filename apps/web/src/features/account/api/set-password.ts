import type { passport } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const setPasswordCall = defineCall<typeof passport.setPassword>()(
  'POST',
  '/plugin/mobile/api/user/password',
);

export const setPassword = (body: CallInput<typeof setPasswordCall>) => request(setPasswordCall, body);

export const useSetPassword = () => useMutation({ mutationFn: setPassword });

/** 8-32 characters with letters and digits, no spaces (the contract's rule). */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,32}$/;
