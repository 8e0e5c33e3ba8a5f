import type { Language } from '@dance/contracts';
import type { UserInfo } from '@dance/contracts/user';
import { create } from 'zustand';
import { readJson, writeJson } from '../lib/storage.ts';

export const LANGUAGE_CODES: readonly Language[] = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';

export interface LoginToken {
  token: string;
  /** Unix seconds. */
  token_expired_at: number;
}

export interface UserState {
  /** The long-lived login token; persisted. */
  token: LoginToken | null;
  integral: number;
  isLogin: boolean;
  /** The short-lived access token every call carries; memory only. */
  accessToken: string;
  /** Unix seconds. */
  accessTokenExpiredAt: number;
  accessTokenScope: 'public' | 'protected' | '';
  user: UserInfo | null;
  language: Language;
  setLogin: (login: LoginToken & { user: UserInfo }) => void;
  setUser: (user: UserInfo) => void;
  setAccessToken: (token: string, expiredAt: number, scope: 'public' | 'protected') => void;
  clearAccessToken: () => void;
  setNotLoggedIn: () => void;
  logout: () => void;
  setLanguage: (language: Language) => void;
}

export const STORAGE_KEYS = {
  token: 'token',
  integral: 'integral',
  isLogin: 'isLogin',
  language: 'language',
} as const;

function initialLanguage(): Language {
  const stored = readJson<string>(STORAGE_KEYS.language, DEFAULT_LANGUAGE);
  return (LANGUAGE_CODES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function initialUserState() {
  return {
    token: readJson<LoginToken | null>(STORAGE_KEYS.token, null),
    integral: readJson<number>(STORAGE_KEYS.integral, 0),
    isLogin: readJson<boolean>(STORAGE_KEYS.isLogin, false),
    accessToken: '',
    accessTokenExpiredAt: 0,
    accessTokenScope: '' as const,
    user: null,
    language: initialLanguage(),
  };
}

export const useUserStore = create<UserState>()((set) => ({
  ...initialUserState(),
  setLogin: ({ token, token_expired_at, user }) =>
    set({
      token: { token, token_expired_at },
      user,
      integral: user.integral,
      isLogin: true,
      // The cached access token is a visitor one: the next call fetches a protected one.
      accessToken: '',
      accessTokenExpiredAt: 0,
      accessTokenScope: '',
    }),
  setUser: (user) => set({ user, integral: user.integral }),
  setAccessToken: (accessToken, accessTokenExpiredAt, accessTokenScope) =>
    set({ accessToken, accessTokenExpiredAt, accessTokenScope }),
  clearAccessToken: () => set({ accessToken: '', accessTokenExpiredAt: 0, accessTokenScope: '' }),
  setNotLoggedIn: () => set({ isLogin: false }),
  logout: () =>
    set({
      token: null,
      user: null,
      integral: 0,
      isLogin: false,
      accessToken: '',
      accessTokenExpiredAt: 0,
      accessTokenScope: '',
    }),
  setLanguage: (language) => set({ language }),
}));

// Persist exactly what the spec lists, each under its own key.
useUserStore.subscribe((state, prev) => {
  if (state.token !== prev.token) writeJson(STORAGE_KEYS.token, state.token);
  if (state.integral !== prev.integral) writeJson(STORAGE_KEYS.integral, state.integral);
  if (state.isLogin !== prev.isLogin) writeJson(STORAGE_KEYS.isLogin, state.isLogin);
  if (state.language !== prev.language) writeJson(STORAGE_KEYS.language, state.language);
});

/** A logged-in user with a usable login token. */
export function isLoggedIn(state: Pick<UserState, 'isLogin' | 'token'>): boolean {
  return state.isLogin && state.token !== null && state.token.token_expired_at * 1000 > Date.now();
}
