import type { passport } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const sendSmsCall = defineCall<typeof passport.sendSms>()('POST', '/api/sms/send-sms');

export type SmsScene = 'login' | 'password' | 'destroy';

/** A login code goes to `mobile`; password and destroy codes go to the logged-in user's own number. */
export const sendSms = (input: { mobile?: string; scene: SmsScene }) => request(sendSmsCall, input);

export const useSendSms = () => useMutation({ mutationFn: sendSms });
