import type { passport } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const sendSmsCall = defineCall<typeof passport.sendSms>()('POST', '/api/sms/send-sms');

export type SmsScene = 'login' | 'password' | 'destroy';

export const sendSms = (mobile: string, scene: SmsScene) => request(sendSmsCall, { mobile, scene });

export const useSendSms = () =>
  useMutation({ mutationFn: ({ mobile, scene }: { mobile: string; scene: SmsScene }) => sendSms(mobile, scene) });
