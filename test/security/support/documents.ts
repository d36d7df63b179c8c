import { partnerDocumentConfirm, partnerDocumentUpload } from '@careshift/contract';

import type { Tenant, World } from './world';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
let count = 0;
const standing = new Map<string, Promise<string>>();

/** Uploads an "other" PDF for the tenant's partner as the browser does (presigned POST), as an administrator. */
export async function freshDocument(world: World, tenant: Tenant): Promise<string> {
  const partnerId = world.partner[tenant];
  const fileName = `matrix-${tenant}-${(count += 1)}-${Date.now()}.pdf`;
  const ticket = await world.admin<{
    documentId: string;
    url: string;
    fields: Record<string, string>;
    contentType: string;
  }>(partnerDocumentUpload, { path: { partnerId }, body: { type: 'other', fileName, size: PDF.length } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([PDF], { type: ticket.contentType }), fileName);
  const posted = await fetch(ticket.url, { method: 'POST', body: form });
  if (posted.status !== 204) throw new Error(`set-up upload: ${posted.status} ${await posted.text()}`);
  const document = await world.admin<{ documentId: string }>(partnerDocumentConfirm, {
    path: { partnerId },
    body: { documentId: ticket.documentId, type: 'other', fileName },
  });
  return document.documentId;
}

/** One document per tenant's partner that reads address (created once, never removed). */
export function standingDocument(world: World, tenant: Tenant): Promise<string> {
  const existing = standing.get(tenant);
  if (existing) return existing;
  const created = freshDocument(world, tenant);
  standing.set(tenant, created);
  return created;
}
