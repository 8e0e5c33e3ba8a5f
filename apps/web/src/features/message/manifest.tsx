import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withMessageLocale } from './i18n/load.ts';
import { MESSAGE_ROUTES } from './routes.tsx';

const MineMessageEntry = lazy(withMessageLocale(() => import('./components/mine-message-entry.tsx')));

export const messageFeature: FeatureManifest = {
  name: 'message',
  routes: MESSAGE_ROUTES,
  mineEntry: {
    order: 5,
    Component: MineMessageEntry,
    fallback: <div className="mm-placeholder" style={{ height: '5.2rem', margin: '1.2rem' }} />,
    signedInOnly: true,
  },
  // The socket and the badges (the mine tab's red dot, messageCount) run app-wide for a signed-in user.
  start: () => import('./lib/socket.ts').then((m) => m.startMessageBadges()),
};
