import { useQuery } from '@tanstack/react-query';

import { callOperation } from '../api/client';
import { documentKeys } from '../api/query-keys';
import { registerNamespaces } from '../i18n';
import { documents as elDocuments } from '../i18n/locales/el/documents';
import { documents as enDocuments } from '../i18n/locales/en/documents';

registerNamespaces({ documents: { en: enDocuments, el: elDocuments } });

/** A partner's documents (the partner, administrators, or an organisation the partner works for). */
export function usePartnerDocuments(partnerId: string) {
  return useQuery({
    queryKey: documentKeys.list(partnerId),
    queryFn: () => callOperation('employee-documents-list', { path: { partnerId } }),
    enabled: partnerId !== '',
  });
}

/** Asks for a short-lived download link and lets the browser save the file (an attachment). */
export async function downloadPartnerDocument(partnerId: string, documentId: string): Promise<void> {
  const { url } = await callOperation('employee-document-download', { path: { partnerId, documentId } });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
