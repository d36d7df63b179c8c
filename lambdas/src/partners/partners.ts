import type { NewPartnerBody, Partner, PartnerUpdateBody } from '@careshift/contract';
import { englishMessage, messageKey } from '@careshift/contract';
import type { PartnerChanges, PartnerInfoRecord, PartnerRecord } from '@careshift/db';
import {
  assertCanActOnPartner,
  canPartnerSignIn,
  ConflictError,
  isAdministrator,
  normalisePartnerStanding,
  NotAllowedError,
  PARTNER_IN_USE,
  partnerDeletion,
} from '@careshift/domain';
import type { PartnerStatus } from '@careshift/domain';

import { createWithAccount, removeWithAccount, updateWithAccount } from '../accounts/account-lifecycle';
import { changeContextOf } from '../accounts/change-context';
import { partnerWelcome } from '../accounts/welcome-notices';
import { assertKnownPositions } from '../clients/known-positions';
import type { Viewer } from '../http/viewer';
import { sendVerifiedNotice } from '../notifications/partner-notices';

import type { PartnerDeps } from './partner-deps';
import { assertExpiryNotPast, bankDetailsOf, infoOf } from './partner-items';
import { loadPartner, loadPrivateParts } from './partner-reads';
import { partnerUsageOf } from './partner-usage';
import type { PartnerUsageDeps } from './partner-usage';
import { becameVerified, recipientOf } from './partner-verified';
import { toPartner } from './partner-views';

const CHANGED_MEANWHILE = 'This partner was changed meanwhile; reload and try again.';

/** A new partner (administrators): the phone sign-in first (role EMPLOYEE, no e-mail), then the records. */
export async function createPartner(
  deps: PartnerDeps,
  viewer: Viewer,
  body: NewPartnerBody,
): Promise<Partner> {
  const standing = normalisePartnerStanding(body);
  const now = deps.clock.now();
  assertExpiryNotPast(body.registrationExpirationDate, undefined, now);
  await assertKnownPositions(deps.positions, body.positionIds);
  const at = now.toISOString();
  const account = {
    username: body.phoneNumber,
    phoneNumber: body.phoneNumber,
    role: 'EMPLOYEE' as const,
    lang: body.lang,
    enabled: canPartnerSignIn(standing.status),
  };
  const partner = await createWithAccount(deps.accounts, account, 'phone', async (partnerId) => {
    const profile = {
      partnerId,
      firstName: body.firstName,
      lastName: body.lastName,
      status: standing.status,
      ...(standing.restrictedReasonType ? { restrictedReasonType: standing.restrictedReasonType } : {}),
      ...(body.weeklyShiftLimit === null ? {} : { weeklyShiftLimit: body.weeklyShiftLimit }),
      positionIds: body.positionIds,
      ...(body.registrationExpirationDate
        ? { registrationExpirationDate: body.registrationExpirationDate }
        : {}),
      createdAt: at,
    };
    const info = infoOf(partnerId, body, body.phoneNumber, {}, at);
    const bankDetails = bankDetailsOf(partnerId, body, at);
    // The welcome SMS commits with the partner; the outbox sender delivers it (issue 32).
    const welcome = await partnerWelcome(deps, { ...body, partnerId }, at);
    const context = changeContextOf(viewer, at);
    if (!(await deps.partners.createPartner({ profile, info, bankDetails }, context, welcome))) {
      throw new ConflictError('This partner already exists.');
    }
    const created = await loadPartner(deps, partnerId);
    return toPartner(created, { info, bankDetails, withNotes: true });
  });
  return partner;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** A value the body sends that differs from the stored one (not sending it changes nothing). */
const sentChange = (sent: unknown, stored: unknown) => sent !== undefined && sent !== stored;

/** Whether the body changes status, restriction, weekly shift limit or notes. */
function changesAdministratorFields(
  before: PartnerRecord,
  info: PartnerInfoRecord | undefined,
  body: PartnerUpdateBody,
): boolean {
  return (
    sentChange(body.status, before.status) ||
    sentChange(body.restrictedReasonType, before.restrictedReasonType) ||
    sentChange(body.weeklyShiftLimit, before.weeklyShiftLimit ?? null) ||
    sentChange(body.description, info?.description ?? '')
  );
}

/** A partner edits its own profile, never positions, status, restriction, weekly limit or notes. */
function assertOwnProfileChanges(
  before: PartnerRecord,
  info: PartnerInfoRecord | undefined,
  body: PartnerUpdateBody,
) {
  if (body.positionIds && !sameIds(body.positionIds, before.positionIds)) {
    throw new NotAllowedError(englishMessage(messageKey('positionsLocked')), 'POSITIONS_LOCKED');
  }
  if (changesAdministratorFields(before, info, body)) {
    throw new NotAllowedError(
      'Only an administrator can change status, restriction, weekly shift limit or notes.',
    );
  }
}

/** The profile changes a body makes; administrator fields only from administrators, and only when sent. */
function profileChanges(
  before: PartnerRecord,
  body: PartnerUpdateBody,
  administrator: boolean,
): PartnerChanges {
  const changes: PartnerChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    registrationExpirationDate: body.registrationExpirationDate || undefined,
  };
  if (!administrator) return changes;
  const standing = normalisePartnerStanding({
    status: body.status ?? before.status,
    restrictedReasonType: body.status ? body.restrictedReasonType : (before.restrictedReasonType ?? null),
  });
  return {
    ...changes,
    status: standing.status,
    restrictedReasonType: standing.restrictedReasonType ?? undefined,
    ...(body.positionIds ? { positionIds: body.positionIds } : {}),
    ...(body.weeklyShiftLimit === undefined ? {} : { weeklyShiftLimit: body.weeklyShiftLimit ?? undefined }),
  };
}

/** The private info after an edit (notes only from administrators), and the phone number it keeps. */
function editedInfo(
  partnerId: string,
  body: PartnerUpdateBody,
  edit: { stored: PartnerInfoRecord | undefined; administrator: boolean; at: string },
) {
  const phoneNumber = body.phoneNumber ?? edit.stored?.phoneNumber ?? '';
  const sent = { ...body, description: edit.administrator ? body.description : undefined };
  return { info: infoOf(partnerId, sent, phoneNumber, edit.stored ?? {}, edit.at), phoneNumber };
}

/** The phone sign-in as a partner's status, number and language want it. */
const signInState = (status: PartnerStatus, phone: string | undefined, lang: string | undefined) => ({
  phoneNumber: phone,
  lang: lang === 'el' ? ('el' as const) : ('en' as const),
  enabled: canPartnerSignIn(status),
});

/**
 * Edits a partner: administrators any, a partner only itself. A changed phone number moves the sign-in
 * first (a taken number is refused before anything is written); DISABLED disables the sign-in.
 */
export async function updatePartner(
  deps: PartnerDeps,
  viewer: Viewer,
  partnerId: string,
  body: PartnerUpdateBody,
): Promise<Partner> {
  assertCanActOnPartner(viewer, partnerId);
  const administrator = isAdministrator(viewer);
  const [before, parts] = await Promise.all([
    loadPartner(deps, partnerId),
    loadPrivateParts(deps, partnerId),
  ]);
  if (!administrator) assertOwnProfileChanges(before, parts.info, body);
  const changes = profileChanges(before, body, administrator);
  const now = deps.clock.now();
  assertExpiryNotPast(body.registrationExpirationDate, before.registrationExpirationDate, now);
  if (changes.positionIds)
    await assertKnownPositions(deps.positions, changes.positionIds, before.positionIds);
  const at = now.toISOString();
  const { info, phoneNumber } = editedInfo(partnerId, body, { stored: parts.info, administrator, at });
  const bankDetails = bankDetailsOf(partnerId, body, at);
  const change = {
    before: signInState(before.status, parts.info?.phoneNumber, parts.info?.lang),
    after: signInState(changes.status ?? before.status, phoneNumber, body.lang),
  };
  const after = await updateWithAccount(deps.accounts, partnerId, change, 'phone', async () => {
    const updated = await deps.partners.updatePartner(before, changes, changeContextOf(viewer, at));
    if (!updated) return undefined;
    await Promise.all([
      deps.partnerPrivate.savePartnerInfo(info),
      deps.partnerPrivate.savePartnerBankDetails(bankDetails),
    ]);
    return updated;
  });
  if (!after) throw new ConflictError(CHANGED_MEANWHILE);
  if (becameVerified(before.status, after.status))
    await sendVerifiedNotice(deps.sender, recipientOf(info), deps.logError);
  return toPartner(after, { info, bankDetails, withNotes: administrator });
}

/** Deletes a partner with its private data and position memberships, then its sign-in. */
/** employee-remove: refused (409) while the partner has shifts to work or unpaid invoices (issue 32). */
export async function removePartner(
  deps: PartnerDeps & PartnerUsageDeps,
  viewer: Viewer,
  partnerId: string,
): Promise<null> {
  const before = await loadPartner(deps, partnerId);
  if (partnerDeletion(await partnerUsageOf(deps, partnerId)) === 'refused')
    throw new ConflictError(PARTNER_IN_USE);
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const removed = await removeWithAccount(deps.accounts, partnerId, () =>
    deps.partners.removePartner(before, context),
  );
  if (!removed) throw new ConflictError(CHANGED_MEANWHILE);
  return null;
}
