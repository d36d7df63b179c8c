import './app/zod-jitless';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { nicosiaZoneYears } from 'virtual:careshift/nicosia-zone';

import { seedNicosiaZone } from '@careshift/domain/time/nicosia-offset';

import './i18n';
import { createRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Nicosia's offsets of the years around the build come with the app (web/nicosia-zone.ts): a phone draws
// Nicosia times without loading its own time-zone data, the largest part of its first task.
seedNicosiaZone(nicosiaZoneYears);

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
