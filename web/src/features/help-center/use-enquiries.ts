import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Enquiry } from '@careshift/contract/operations/help-center';
import type { EnquiryStatus } from '@careshift/domain/help-center/enquiries';

import { callOperation } from '../../api/client';
import { enquiryKeys } from '../../api/query-keys';
import { useCursorPages } from '../../hooks/use-cursor-pages';

/** enquiries-list, 20 per page by cursor. */
export function useEnquiries() {
  return useCursorPages<Enquiry>({
    queryKey: enquiryKeys.all,
    fetchPage: (cursor, signal) =>
      callOperation('enquiries-list', { query: cursor ? { cursor } : {} }, { signal }),
  });
}

/** enquiry-update: marks an enquiry answered or new, then reloads the list. */
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: EnquiryStatus }) =>
      callOperation('enquiry-update', { path: { enquiryId: input.id }, body: { status: input.status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}
