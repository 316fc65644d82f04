import './dev-refresh-hook';
import { themeStore } from '@organizator/shared/runtime';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot';
import { registerServiceWorker } from './pwa/register-service-worker';
import { syncThemeColor } from './pwa/theme-color';
import { startPage } from './start-page';
import './styles/tokens.css';
import './styles/base.css';

startPage();
// public/boot.js already set the theme class before first paint; this keeps following it.
themeStore.init();
syncThemeColor();
registerServiceWorker();

// A transition renders in small slices: the pre-rendered /login stays responsive meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(<Boot />);
});
