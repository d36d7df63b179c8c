import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PARTNER_STATUSES, partnerFilterSchema } from '@careshift/contract';
import type { PartnerFilter, Position } from '@careshift/contract';

import { positionOption } from '../../../components/position-name';
import { useValidationMessage } from '../../../i18n/validation';

interface PartnerFiltersProps {
  /** The filters as the URL holds them. */
  value: PartnerFilter;
  positions: readonly Position[];
  /** Search: the filters, checked by the contract's schema (name ≥ 3 characters). */
  onSearch: (filter: PartnerFilter) => void;
}

/** Name (at least 3 characters), Status and Position, applied by Search (spec section 2). */
export function PartnerFilters({ value, positions, onSearch }: PartnerFiltersProps) {
  const { t, i18n } = useTranslation(['partners', 'ui']);
  const fieldMessage = useValidationMessage();
  const [draft, setDraft] = useState<PartnerFilter>(value);
  const [nameError, setNameError] = useState<string>();
  const any = { value: '', label: t('list.filters.any') };
  const statusOptions = [
    any,
    ...PARTNER_STATUSES.map((s) => ({ value: s, label: t(`ui:partnerStatus.${s}`) })),
  ];
  const positionOptions = [any, ...positions.map((p) => positionOption(p, i18n.language))];
  const search = () => {
    const parsed = partnerFilterSchema.safeParse(draft);
    if (!parsed.success) {
      setNameError(fieldMessage(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message));
      return;
    }
    setNameError(undefined);
    onSearch(draft);
  };
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FormField label={t('list.filters.name')} errorText={nameError}>
        <Input
          value={draft.name ?? ''}
          placeholder={t('list.filters.namePlaceholder')}
          type="search"
          clearAriaLabel={t('ui:clear')}
          onChange={({ detail }) => setDraft({ ...draft, name: detail.value })}
          onKeyDown={({ detail }) => detail.key === 'Enter' && search()}
        />
      </FormField>
      <FormField label={t('list.filters.status')}>
        <Select
          selectedOption={statusOptions.find((o) => o.value === (draft.status ?? '')) ?? any}
          options={statusOptions}
          onChange={({ detail }) => setDraft({ ...draft, status: detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={t('list.filters.position')}>
        <Select
          selectedOption={positionOptions.find((o) => o.value === (draft.positionId ?? '')) ?? any}
          options={positionOptions}
          onChange={({ detail }) => setDraft({ ...draft, positionId: detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <Button onClick={search}>{t('list.search')}</Button>
    </SpaceBetween>
  );
}
