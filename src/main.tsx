import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLang, loadLanguage } from './i18n/i18n';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page opened in English, Kazakh or Chinese gets its texts before the first render (one
// small chunk; Russian is bundled), so no frame shows raw keys or the wrong language.
await loadLanguage(initialLang());

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
