import { describe, expect, it } from 'vitest';

import { contextAt } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { createRepositories } from './create-repositories';
import type { PartnerDocumentRecord } from './partner-documents';

const NOW = '2026-03-01T09:00:00.000Z';

const doc = (partnerId: string, documentId: string, type: string): PartnerDocumentRecord => ({
  partnerId,
  documentId,
  type,
  fileName: `${documentId}.pdf`,
  objectKey: `employees/${partnerId}/${documentId}`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: NOW,
  uploadedBy: partnerId,
});

describe('partner documents: the activity trail is written with the change, in one transaction (issue 32 item 12)', () => {
  it('should write one entry per upload, type change and removal, and none for a refused change', async () => {
    const repos = createRepositories((await createTestDb()).service);
    const context = contextAt(NOW);
    const documents = repos.partnerDocuments;
    expect(await documents.addPartnerDocument(doc('pd-1', 'front', 'identity-front'), context)).toBe(true);
    expect(await documents.addPartnerDocument(doc('pd-1', 'cv', 'other'), context)).toBe(true);
    // Refused: the primary type is held (upload) or taken (type change); nothing reaches the trail.
    expect(await documents.addPartnerDocument(doc('pd-1', 'front-2', 'identity-front'), context)).toBe(false);
    const taken = { type: 'identity-front', objectKey: 'employees/pd-1/x' };
    expect(await documents.renamePartnerDocument('pd-1', 'cv', taken, context)).toBeUndefined();
    const moved = { type: 'registration', objectKey: 'employees/pd-1/registration' };
    expect(await documents.renamePartnerDocument('pd-1', 'cv', moved, context)).toMatchObject(moved);
    expect(await documents.removePartnerDocument('pd-1', 'front', context)).toMatchObject({
      documentId: 'front',
    });
    expect(await documents.removePartnerDocument('pd-1', 'front', context)).toBeUndefined();
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'pd-1' });
    expect(trail.items.map((entry) => [entry.action, entry.details?.documentId])).toEqual(
      expect.arrayContaining([
        ['partner-document-upload', 'front'],
        ['partner-document-upload', 'cv'],
        ['partner-document-rename', 'cv'],
        ['partner-document-remove', 'front'],
      ]),
    );
    expect(trail.items).toHaveLength(4);
    // The freed slot takes a new front again.
    expect(await documents.addPartnerDocument(doc('pd-1', 'front-3', 'identity-front'), context)).toBe(true);
  });
});
