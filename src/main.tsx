import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './lib/i18n.ts';
import { router } from './app/router.tsx';
import { startServiceWorker } from './lib/app-update.ts';
import './ui/global.css';

async function start(): Promise<void> {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  void startServiceWorker();
}

void start();
