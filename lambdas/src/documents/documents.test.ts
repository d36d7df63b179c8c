import { describe, expect, it, vi } from 'vitest';

import type { PartnerDocumentRecord } from '@careshift/db';
import { ConflictError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { DocumentDeps } from './document-deps';
import type { DocumentStore } from './document-store';
import { renameDocument, RENAME_FAILED } from './documents';

const partner: Viewer = {
  userId: 'p1',
  role: 'EMPLOYEE',
  clientId: undefined,
  email: undefined,
  phoneNumber: undefined,
  issuedAt: undefined,
};
const cv: PartnerDocumentRecord = {
  partnerId: 'p1',
  documentId: 'cv.pdf',
  type: 'other',
  fileName: 'cv.pdf',
  objectKey: 'employees/p1/cv.pdf',
  contentType: 'application/pdf',
  size: 10,
  uploadedAt: '2026-11-24T10:00:00.000Z',
  uploadedBy: 'p1',
};

function depsWith(store: Partial<DocumentStore>) {
  const records = new Map([[cv.documentId, cv]]);
  const renamePartnerDocument = vi.fn(async (_p: string, id: string, changes: object) => ({
    ...records.get(id),
    ...changes,
  }));
  const removePartnerDocument = vi.fn(async () => undefined);
  const deps = {
    partners: { getPartner: async () => ({ partnerId: 'p1' }) },
    partnerDocuments: {
      listPartnerDocuments: async () => [...records.values()],
      getPartnerDocument: async (_p: string, id: string) => records.get(id),
      renamePartnerDocument,
      removePartnerDocument,
    },
    shifts: { listShifts: async () => ({ items: [], cursor: null }) },
    store: { remove: vi.fn(async () => undefined), ...store },
    detectFileType: async () => undefined,
    clock: { now: () => new Date() },
    logError: vi.fn(),
  } as unknown as DocumentDeps;
  return { deps, renamePartnerDocument, removePartnerDocument };
}

describe('renameDocument', () => {
  it('should answer "Error renaming file!" and change nothing when the copy fails', async () => {
    const { deps, renamePartnerDocument, removePartnerDocument } = depsWith({
      copy: async () => {
        throw new Error('S3 is down');
      },
    });
    await expect(renameDocument(deps, partner, 'p1', 'cv.pdf', 'registry')).rejects.toEqual(
      new ConflictError(RENAME_FAILED, 'RENAME_FAILED'),
    );
    expect(renamePartnerDocument).not.toHaveBeenCalled();
    expect(removePartnerDocument).not.toHaveBeenCalled();
    expect(deps.store.remove).not.toHaveBeenCalled();
  });

  it('should copy to the new key, keep the id and the name, then remove the old file', async () => {
    const copy = vi.fn(async () => undefined);
    const { deps, renamePartnerDocument, removePartnerDocument } = depsWith({ copy });
    const renamed = await renameDocument(deps, partner, 'p1', 'cv.pdf', 'registry');
    expect(copy).toHaveBeenCalledWith('employees/p1/cv.pdf', 'employees/p1/registry.pdf');
    expect(renamePartnerDocument).toHaveBeenCalledWith(
      'p1',
      'cv.pdf',
      { type: 'registry', objectKey: 'employees/p1/registry.pdf' },
      expect.objectContaining({ actor: expect.objectContaining({ id: partner.userId }) }),
    );
    expect(removePartnerDocument).not.toHaveBeenCalled();
    expect(deps.store.remove).toHaveBeenCalledWith('employees/p1/cv.pdf');
    expect(renamed).toMatchObject({ documentId: 'cv.pdf', type: 'registry', fileName: 'cv.pdf' });
  });
});
