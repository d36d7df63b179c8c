import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useTranslation } from 'react-i18next';

import { useTokenLimitStrings } from '../../../components/cloudscape-strings';

/** Options that load from the API: their state, and a retry when the first page failed. */
export interface LoadedOptions {
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

interface MultiselectFilterProps {
  label: string;
  placeholder: string;
  options: readonly MultiselectProps.Option[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Searchable lists (clients, positions) get a filter box with this placeholder. */
  findPlaceholder?: string;
  loaded?: LoadedOptions;
}

function selected(
  options: readonly MultiselectProps.Option[],
  values: readonly string[],
): MultiselectProps.Option[] {
  return values.map((value) => options.find((option) => option.value === value) ?? { value, label: value });
}

/** One multi-choice filter of the shift tables (status, client, position), its tokens inline. */
export function MultiselectFilter(props: MultiselectFilterProps) {
  const { t } = useTranslation(['shifts', 'ui']);
  const tokenLimit = useTokenLimitStrings();
  const { loaded } = props;
  return (
    <FormField label={props.label}>
      <Multiselect
        selectedOptions={selected(props.options, props.values)}
        options={props.options}
        placeholder={props.placeholder}
        inlineTokens
        i18nStrings={{ tokenLimitShowMore: tokenLimit.showMore, tokenLimitShowFewer: tokenLimit.showFewer }}
        deselectAriaLabel={(option) => t('ui:remove', { name: option.label ?? '' })}
        {...(props.findPlaceholder
          ? {
              filteringType: 'auto',
              filteringPlaceholder: props.findPlaceholder,
              empty: t('filters.noOptions'),
            }
          : {})}
        {...(loaded
          ? {
              statusType: loaded.failed ? 'error' : loaded.pending ? 'loading' : 'finished',
              loadingText: t('filters.loading'),
              errorText: t('filters.loadFailed'),
              recoveryText: t('ui:retry'),
              onLoadItems: ({ detail }) => detail.firstPage && loaded.failed && loaded.retry(),
            }
          : {})}
        onChange={({ detail }) =>
          props.onChange(detail.selectedOptions.map((option) => option.value ?? '').filter(Boolean))
        }
      />
    </FormField>
  );
}
