import './app/zod-jitless';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { loadNicosiaZone } from '@careshift/domain/time/nicosia-offset';

import './i18n';
import { PATHS } from './app/paths';
import { createRouter } from './app/router';
import { readSessionHint } from './app/session-hint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A signed-in user opens a portal page whose lists show Nicosia times: the zone's data loads now, before
// the first paint and while the page's chunks download, not in the task that draws the first rows.
if (window.location.pathname !== PATHS.landing && readSessionHint(window.localStorage).signedIn)
  loadNicosiaZone();

const app = (
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>
);

// The first render runs as a transition: React works in short slices and lets the browser breathe
// between them, so a phone's main thread is not blocked by one long task. The landing page's
// prerendered markup (kept by the guard in index.html only when it fits) is hydrated, not redrawn.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
