import type { passport } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request, resetAccessToken, type CallInput } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';

export const loginCall = defineCall<typeof passport.login>()('POST', '/api/passport/login');

export type LoginScenario = 'sms' | 'password';

/** Log in, keep the login token and the user, and drop the visitor access token. */
export async function login(scenario: LoginScenario, body: CallInput<typeof loginCall>) {
  const data = await request(loginCall, body, { query: { login_scenario: scenario } });
  useUserStore.getState().setLogin(data);
  resetAccessToken();
  return data;
}

export const useLogin = () =>
  useMutation({
    mutationFn: ({ scenario, body }: { scenario: LoginScenario; body: CallInput<typeof loginCall> }) =>
      login(scenario, body),
  });
