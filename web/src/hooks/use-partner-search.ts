import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import { CACHE_LIFETIME } from '../api/cache-lifetimes';
import { callOperation } from '../api/client';
import { partnerKeys } from '../api/query-keys';

/** Partners whose name starts with the text, any status (the partner filters; a restricted partner still owes invoices). */
export function usePartnerNameSearch(text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: partnerKeys.search(name),
    enabled: name.length >= PARTNER_NAME_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      (await callOperation('partners-list', { query: { name } }, { signal })).items,
    staleTime: CACHE_LIFETIME.general,
  });
}

/** VERIFIED partners to assign a shift to: name prefix of at least 3 characters, the shift's position. */
export function useAssignablePartners(text: string, positionId: string | undefined, shiftId?: string) {
  const query = text.trim();
  return useQuery({
    // With the shift: partners its organisation blocked are left out (issue 35).
    queryKey: [...partnerKeys.assignable(query, positionId), shiftId ?? ''],
    enabled: query.length >= PARTNER_NAME_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      (
        await callOperation(
          'requests-partnerSearch',
          { query: { query, ...(positionId ? { positionId } : {}), ...(shiftId ? { shiftId } : {}) } },
          { signal },
        )
      ).items,
  });
}

export interface ChosenPartner {
  id: string;
  name: string;
}

/**
 * The text of a field that holds a chosen partner: it starts as the partner's name, follows a newly
 * chosen one, and editing it away from the name clears the choice.
 */
export function useChosenPartnerText(
  value: ChosenPartner | null,
  onChange: (partner: ChosenPartner | null) => void,
) {
  const [text, setText] = useState(value?.name ?? '');
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);
  const onTextChange = (next: string) => {
    setText(next);
    if (value && next !== value.name) onChange(null);
  };
  return { text, onTextChange };
}
