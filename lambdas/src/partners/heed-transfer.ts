import { heedTransferSchema } from '@careshift/contract';
import type { HeedTransfer } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { ConflictError } from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';

import type { HeedIntake } from './heed-intake';
import { loadPartner, loadPrivateParts } from './partner-reads';
import { toPartner } from './partner-views';

/** Short-lived read links for a partner's document files (presigned S3 GETs). */
export interface DocumentLinks {
  linkFor(objectKey: string): Promise<{ url: string; expiresAt: string }>;
}

export interface HeedTransferDeps {
  partners: Repositories['partners'];
  partnerPrivate: Repositories['partnerPrivate'];
  partnerDocuments: Pick<Repositories['partnerDocuments'], 'listPartnerDocuments'>;
  idempotency: Repositories['idempotency'];
  audit: Pick<Repositories['audit'], 'recordAuditEntry'>;
  heedTransfers: Pick<Repositories['heedTransfers'], 'recordHeedTransfer'>;
  intake: HeedIntake;
  documentLinks: DocumentLinks;
  clock: Clock;
}

/** A finished transfer's reply is kept a week: a retried click answers it instead of sending again. */
const TRANSFER_RECORD_TTL_SECONDS = 7 * 24 * 3600;

/**
 * employee-transferToHeed: sends the partner's profile (with private info and bank details, without the
 * administrators' notes) and a short-lived link per document to Heed's intake, signed. One attempt is
 * one version of the partner: its idempotency key is `heed-transfer#{partnerId}#{version}`, so a retry
 * (a double click, a timeout) is answered from the record or recognised by the receiver, and a transfer
 * after the partner changed is a new attempt. Success is audited; a failure changes nothing.
 */
export async function transferPartnerToHeed(
  deps: HeedTransferDeps,
  viewer: Viewer,
  partnerId: string,
): Promise<HeedTransfer> {
  const record = await loadPartner(deps, partnerId);
  const now = deps.clock.now();
  const key = `heed-transfer#${partnerId}#${record.version}`;
  const start = await deps.idempotency.beginIdempotentRequest(
    { key, requestHash: String(record.version), now: now.getTime() },
    { ttlSeconds: TRANSFER_RECORD_TTL_SECONDS },
  );
  if (start.state === 'completed') return heedTransferSchema.parse(start.response);
  if (start.state !== 'started') throw new ConflictError('A transfer of this partner is under way.');
  try {
    const [parts, documents] = await Promise.all([
      loadPrivateParts(deps, partnerId),
      deps.partnerDocuments.listPartnerDocuments(partnerId),
    ]);
    const links = await Promise.all(
      documents.map(async (document) => ({
        type: document.type,
        fileName: document.fileName,
        contentType: document.contentType,
        size: document.size,
        ...(await deps.documentLinks.linkFor(document.objectKey)),
      })),
    );
    const body = JSON.stringify({
      kind: 'careshift.partner-transfer',
      sentAt: now.toISOString(),
      partner: toPartner(record, { ...parts, withNotes: false }),
      documents: links,
    });
    const { deliveryId } = await deps.intake.deliver({ body, idempotencyKey: key, now });
    const transfer: HeedTransfer = {
      deliveryId,
      transferredAt: now.toISOString(),
      documentCount: links.length,
    };
    await deps.audit.recordAuditEntry(
      {
        subjectType: 'partner',
        subjectId: partnerId,
        action: 'partner-transfer-heed',
        details: { deliveryId, documentCount: links.length, idempotencyKey: key },
      },
      changeContextOf(viewer, now.toISOString()),
    );
    // The badge's record (issue 32 item 12): the partner itself is unchanged, so the key stays its version.
    await deps.heedTransfers.recordHeedTransfer({
      partnerId,
      transferredAt: transfer.transferredAt,
      transferredBy: viewer.userId,
      deliveryId,
    });
    await deps.idempotency.completeIdempotentRequest(key, transfer, now.getTime());
    return transfer;
  } catch (error) {
    await deps.idempotency.releaseIdempotentRequest(key);
    throw error;
  }
}
