import type { ComponentType } from 'react';

import type { Role } from '@careshift/domain/roles';

import type { Session } from '../auth';

type Shell = ComponentType<{ session: Session }>;

/**
 * The shell of a role: the partner's light shell, or the Cloudscape AppLayout shell of administrators
 * and organisations (docs/decisions/performance/partner-phone.md). Each is a chunk of its own, so a
 * partner never downloads AppLayout and the others never download the partner's shell.
 */
const loaders = {
  partner: () => import('./partner-shell').then((module) => module.PartnerShell),
  portal: () => import('./app-shell').then((module) => module.AppShell),
} satisfies Record<string, () => Promise<Shell>>;

type ShellKind = keyof typeof loaders;

const kindOf = (role: Role | undefined): ShellKind => (role === 'EMPLOYEE' ? 'partner' : 'portal');

const loading = new Map<ShellKind, Promise<Shell>>();
const loaded = new Map<ShellKind, Shell>();

/** Starts (or joins) loading the shell of a role; resolves when it can render synchronously. */
export function loadShell(role: Role | undefined): Promise<Shell> {
  const kind = kindOf(role);
  let shell = loading.get(kind);
  if (!shell) {
    shell = loaders[kind]().then((component) => {
      loaded.set(kind, component);
      return component;
    });
    shell.catch(() => loading.delete(kind));
    loading.set(kind, shell);
  }
  return shell;
}

/** The shell of a role, once loadShell has resolved for it (the portal's loader waits for it). */
export function loadedShell(role: Role | undefined): Shell {
  const shell = loaded.get(kindOf(role));
  if (!shell) throw new Error('The shell is rendered before the portal loader loaded it');
  return shell;
}
