import Autosuggest from '@cloudscape-design/components/autosuggest';
import { useTranslation } from 'react-i18next';

import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Typing pauses this long before the name search asks the API. */
const SEARCH_DELAY_MS = 300;

/** The text a partner search asks for: what was typed, once typing pauses. */
export function usePartnerSearchText(text: string): string {
  return useDebouncedValue(text, SEARCH_DELAY_MS);
}

interface FoundPartner {
  id: string;
  firstName: string;
  lastName: string;
}

interface PartnerAutosuggestProps<T extends FoundPartner> {
  text: string;
  onTextChange: (text: string) => void;
  /** The search of the typed name (at least 3 letters). */
  results: { data?: readonly T[]; isError: boolean; isFetching: boolean };
  /** The line under a partner's name (status, rating). */
  describe: (partner: T) => string;
  placeholder: string;
  ariaLabel: string;
  /** What an answer without partners says. */
  noMatchText: string;
  invalid?: boolean;
  onPick: (partner: { id: string; name: string }) => void;
}

/**
 * A partner found by the first letters of the name (spec section 5: at least 3), picked from a list: the
 * shift filters, the assign modal and the new invoice share it.
 */
export function PartnerAutosuggest<T extends FoundPartner>(props: PartnerAutosuggestProps<T>) {
  const { t } = useTranslation('ui');
  const { results } = props;
  const tooShort = props.text.trim().length < PARTNER_NAME_SEARCH_MIN;
  const options = (results.data ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.firstName} ${partner.lastName}`,
    description: props.describe(partner),
  }));
  return (
    <Autosuggest
      value={props.text}
      options={tooShort ? [] : options}
      placeholder={props.placeholder}
      ariaLabel={props.ariaLabel}
      hideEnteredTextOption
      filteringType="manual"
      statusType={
        tooShort ? 'finished' : results.isError ? 'error' : results.isFetching ? 'loading' : 'finished'
      }
      loadingText={t('partnerSearch.searching')}
      errorText={t('partnerSearch.loadFailed')}
      empty={tooShort ? t('partnerSearch.typeThree', { min: PARTNER_NAME_SEARCH_MIN }) : props.noMatchText}
      clearAriaLabel={t('clear')}
      invalid={props.invalid}
      expandToViewport
      onChange={({ detail }) => props.onTextChange(detail.value)}
      onSelect={({ detail }) => {
        const option = detail.selectedOption;
        if (option?.value) props.onPick({ id: option.value, name: option.label ?? option.value });
      }}
    />
  );
}
