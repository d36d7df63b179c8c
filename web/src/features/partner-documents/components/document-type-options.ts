import type { SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import { DOCUMENT_CHOICES, documentTypeOfChoice, takenDocumentTypes } from '@careshift/contract';
import type { DocumentChoice } from '@careshift/contract';

/** Whether a choice is a primary type the partner already has ("Doc already exists"). */
export function isChoiceTaken(choice: DocumentChoice, existingTypes: readonly string[]): boolean {
  const taken: readonly string[] = takenDocumentTypes(existingTypes);
  return taken.includes(documentTypeOfChoice(choice));
}

/** The document types as select options; existing primary types disabled with the spec's reason. */
export function useDocumentTypeOptions(existingTypes: readonly string[]): SelectProps.Option[] {
  const { t } = useTranslation('documents');
  return DOCUMENT_CHOICES.map((choice) => {
    const taken = isChoiceTaken(choice, existingTypes);
    return {
      value: choice,
      label: t(`types.${choice}`),
      disabled: taken,
      ...(taken ? { disabledReason: t('uploadCard.docAlreadyExists') } : {}),
    };
  });
}

/** The choice a select option stands for. */
export function choiceOf(value: string | undefined): DocumentChoice | undefined {
  return DOCUMENT_CHOICES.find((choice) => choice === value);
}
