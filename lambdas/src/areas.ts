import type { Area } from '@careshift/contract';

import type { AreaHandler } from './http/pipeline';

/**
 * The area Lambdas by name, loaded on demand. In AWS each is its own function (infra bundles
 * lambdas/src/<area>/handler.ts); the local gateway loads them from here.
 */
const loaders: Partial<Record<Area, () => Promise<{ handler: AreaHandler }>>> = {
  attendance: () => import('./attendance/handler'),
  clients: () => import('./clients/handler'),
  documents: () => import('./documents/handler'),
  invoices: () => import('./invoices/handler'),
  partners: () => import('./partners/handler'),
  'partner-path': () => import('./partner-path/handler'),
  payments: () => import('./payments/handler'),
  positions: () => import('./positions/handler'),
  settings: () => import('./settings/handler'),
  public: () => import('./public/handler'),
  shifts: () => import('./shifts/handler'),
  'sign-in-roles': () => import('./sign-in-roles/handler'),
  stats: () => import('./stats/handler'),
  'system-users': () => import('./system-users/handler'),
  exports: () => import('./exports/handler'),
};

export function hasAreaHandler(area: Area): boolean {
  return area in loaders;
}

export async function loadAreaHandler(area: Area): Promise<AreaHandler> {
  const load = loaders[area];
  if (!load) throw new Error(`No Lambda handler for area "${area}"`);
  return (await load()).handler;
}
