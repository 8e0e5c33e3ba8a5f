import { LoginGate } from '../../../components/login-required.tsx';

/** What a visitor sees on a page of their own things: the app's one login gate. */
export function LoginPrompt() {
  return <LoginGate />;
}
