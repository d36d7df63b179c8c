import type { Page } from 'playwright-core';

import { positionsList } from '@careshift/contract';
import type { Position, ShiftRow } from '@careshift/contract';
import type { Role } from '@careshift/domain/roles';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { APP_ROUTES, routeDecision } from '../../web/src/app/route-table';
import type { E2eStack } from '../setup/stack.global';

import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { signInWithSavedSession } from './support/saved-session';

/** Who walks the routes: signed out, or one of the seeded demo sign-ins of a role. */
export type Walker = 'signed-out' | Extract<Role, 'SYSTEM_USER' | 'OWNER' | 'CLIENT' | 'EMPLOYEE'>;

/** The record ids a route's `:params` take, from the seeded demo (a walker's own where it matters). */
export interface DemoIds {
  administratorId: string;
  clientId: string;
  clientUserId: string;
  partnerId: string;
  positionId: string;
  /** A shift of the demo organisation, and one the demo partner holds (partners see only theirs). */
  shiftId: string;
  partnerShiftId: string;
}

/** The demo sign-in of a role (the VERIFIED partner, the first organisation's owner and user). */
export function demoSignIn(stack: E2eStack, role: Exclude<Walker, 'signed-out'>) {
  const found = stack.signIns.find((signIn) => signIn.role === role && signIn.enabled);
  if (!found) throw new Error(`The e2e stack seeded no ${role} sign-in`);
  return found;
}

/** Reads the ids through the API as the administrator, as the pages would find them. */
export async function demoIds(stack: E2eStack): Promise<DemoIds> {
  const api = await StackApi.asAdministrator(stack);
  const owner = demoSignIn(stack, 'OWNER');
  const partner = demoSignIn(stack, 'EMPLOYEE');
  const clientId = owner.clientId ?? '';
  const shifts: ShiftRow[] = await api.organisationShifts(clientId);
  const positions = await api.call<{ items: Position[] }>(positionsList);
  const partnerShift =
    shifts.find((shift) => shift.claimedBy === partner.userId) ??
    (
      await Promise.all(
        stack.signIns
          .filter((signIn) => signIn.role === 'OWNER' && signIn.clientId !== clientId)
          .map((other) => api.organisationShifts(other.clientId ?? '')),
      )
    )
      .flat()
      .find((shift) => shift.claimedBy === partner.userId);
  const ids = {
    administratorId: demoSignIn(stack, 'SYSTEM_USER').userId,
    clientId,
    clientUserId: demoSignIn(stack, 'CLIENT').userId,
    partnerId: partner.userId,
    positionId: positions.body.items[0]?.id ?? '',
    shiftId: shifts[0]?.id ?? '',
    partnerShiftId: partnerShift?.id ?? '',
  };
  const missing = Object.entries(ids).filter(([, value]) => !value);
  if (missing.length) throw new Error(`The demo has no ${missing.map(([name]) => name).join(', ')}`);
  return ids;
}

/** A route pattern with its parameters filled from the demo, for the walker who opens it. */
export function concretePath(pattern: string, ids: DemoIds, walker: Walker): string {
  const area = pattern.split('/')[1];
  const idFor: Record<string, string> = {
    systemUser: ids.administratorId,
    positions: ids.positionId,
    clients: ids.clientId,
    employees: ids.partnerId,
    requests: walker === 'EMPLOYEE' ? ids.partnerShiftId : ids.shiftId,
    account: ids.clientUserId,
  };
  return pattern
    .replace(':userId', ids.clientUserId)
    .replace(':id', idFor[area ?? ''] ?? '')
    .replace(/:\w+/, 'unknown');
}

/**
 * The routes of the route table a walker may open (a redirect route included: it lands on a page
 * of its own), every one as a concrete path. Signed out: the public routes.
 */
export function routesFor(walker: Walker, ids: DemoIds): string[] {
  const role = walker === 'signed-out' ? null : walker;
  return APP_ROUTES.filter((route) => {
    if (walker === 'signed-out') return route.access === 'public';
    return routeDecision(concretePath(route.path, ids, walker), role).kind !== 'not-found';
  }).map((route) => concretePath(route.path, ids, walker));
}

/** Signs the walker in through the web, as a person does (the SMS code from the outbox). */
export async function signIn(page: Page, stack: E2eStack, walker: Walker): Promise<void> {
  if (walker === 'signed-out') return;
  const outbox = createOutboxClient(stack.outboxUrl);
  const signInPage = new SignInPage(page, stack.webUrl);
  const shell = new PortalShell(page, stack.webUrl);
  const demo = demoSignIn(stack, walker);
  if (walker === 'EMPLOYEE') {
    await signInWithSavedSession(page, stack, demo.username, '/find-a-shift', async () => {
      await signInPage.open('?type=employee');
      const since = new Date();
      await signInPage.requestCode(demo.username.replace(/^\+357/, ''));
      const sms = await outbox.waitFor(demo.username, { channel: 'sms', since });
      await signInPage.enterCode(/\b(\d{6})\b/.exec(sms.body)?.[1] ?? '');
      await signInPage.logIn.click();
    });
    await shell.landOn('/find-a-shift');
    return;
  }
  await signInPage.open('?type=client');
  await signInPage.signInWithEmail(demo.username, demo.password, demo.authenticatorSecret);
  await shell.landOn(walker === 'SYSTEM_USER' ? '/dashboard' : '/requests');
}
