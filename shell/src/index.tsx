import { themeStore } from '@organizator/shared/runtime';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot';
import './styles/base.css';

// The theme class goes on <html> before the first render: the page's CSP blocks inline scripts.
themeStore.init();

createRoot(document.getElementById('root')!).render(<Boot />);
