import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from './lib/i18n.ts';
import { AppShell } from './app/app-shell.tsx';
import { applyTheme, currentTheme } from './lib/theme.ts';
import { startServiceWorker } from './lib/app-update.ts';
import './ui/global.css';

async function start(): Promise<void> {
  // The tab's Web Lock and the engine's worker first: the engine's attach needs the lock held and
  // the worker's port connected, each a round trip through the browser. (Their own chunks: the
  // start-up chunk stays free of the engine's protocol module.)
  void import('./lib/engine-client/tab-lock.ts').then(({ tabLock }) => tabLock());
  void import('./lib/engine-client/engine-worker.ts').then(({ engineWorker }) => engineWorker());
  // The theme's stylesheet loads while the catalogues do: the first paint is styled.
  await Promise.all([initI18n(), applyTheme(currentTheme())]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      {/* No kit provider here: the first screen has no kit code (src/ui/kit-scope.tsx). */}
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </StrictMode>,
  );
  void startServiceWorker();
}

void start();
