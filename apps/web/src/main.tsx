import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { initLanguage } from './i18n/index.ts';
import { installAntdRenderer } from './lib/antd-render.ts';
import { startFeatures } from './lib/feature.ts';
import './styles/global.css';

installAntdRenderer();

const root = document.getElementById('root');
if (root) {
  // The page opened and the language load side by side; the first render waits for both.
  const page = preloadRoute(window.location.hash).catch(() => undefined);
  void Promise.all([initLanguage(), page]).finally(() => {
    const reactRoot = createRoot(root);
    // As a transition, React renders the first page in slices and lets the browser in between,
    // rather than in one long task that blocks input.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    startFeatures();
  });
}
