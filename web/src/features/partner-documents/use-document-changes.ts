import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { DocumentType } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { documentKeys } from '../../api/query-keys';

import { uploadToS3 } from './upload-to-s3';

/** Every change reads the partner's documents again. */
function useRefresh(partnerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.list(partnerId) });
}

/**
 * Upload: ask the API for a presigned POST, send the file straight to S3 (with progress), then ask
 * the API to confirm it (size and magic bytes) before it is listed.
 */
export function useUploadDocument(partnerId: string) {
  const refresh = useRefresh(partnerId);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async ({ type, file }: { type: DocumentType; file: File }) => {
      setProgress(0);
      const ticket = await callOperation('employee-document-upload', {
        path: { partnerId },
        body: { type, fileName: file.name, size: file.size },
      });
      await uploadToS3(ticket, file, setProgress);
      setProgress(1);
      return callOperation('employee-document-confirm', {
        path: { partnerId },
        body: { documentId: ticket.documentId, type, fileName: file.name },
      });
    },
    onSettled: () => {
      setProgress(undefined);
      return refresh();
    },
  });
  return { ...mutation, progress };
}

export function useRenameDocument(partnerId: string) {
  const refresh = useRefresh(partnerId);
  return useMutation({
    mutationFn: ({ documentId, type }: { documentId: string; type: DocumentType }) =>
      callOperation('employee-document-rename', { path: { partnerId, documentId }, body: { type } }),
    onSettled: refresh,
  });
}

export function useRemoveDocument(partnerId: string) {
  const refresh = useRefresh(partnerId);
  return useMutation({
    mutationFn: (documentId: string) =>
      callOperation('employee-document-remove', { path: { partnerId, documentId } }),
    onSuccess: refresh,
  });
}
