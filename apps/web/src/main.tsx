import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initLanguage } from './i18n/index.ts';
import { installAntdRenderer } from './lib/antd-render.ts';
import { startFeatures } from './lib/feature.ts';
import './styles/global.css';

installAntdRenderer();

const root = document.getElementById('root');
if (root) {
  void initLanguage().finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    startFeatures();
  });
}
