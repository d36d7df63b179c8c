import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import type { DocumentChoice } from '@careshift/contract';

import type { FieldMessage } from '../document-form';

import { choiceOf, useDocumentTypeOptions } from './document-type-options';

interface DocumentTypeFieldProps {
  choice: DocumentChoice | undefined;
  onChoose: (choice: DocumentChoice | undefined) => void;
  /** The partner's document types: a primary type they have is offered disabled. */
  existingTypes: readonly string[];
  errorText?: string;
  placeholder?: string;
}

/** The document's type (upload and edit): a primary type once, "other" as often as needed. */
export function DocumentTypeField({
  choice,
  onChoose,
  existingTypes,
  errorText,
  placeholder,
}: DocumentTypeFieldProps) {
  const { t } = useTranslation('documents');
  const options = useDocumentTypeOptions(existingTypes);
  return (
    <FormField label={t('upload.type')} errorText={errorText} description={t('uploadCard.primaryOnce')}>
      <Select
        selectedOption={options.find((option) => option.value === choice) ?? null}
        options={options}
        placeholder={placeholder}
        onChange={({ detail }) => onChoose(choiceOf(detail.selectedOption.value))}
      />
    </FormField>
  );
}

/** Why the upload or the change failed, and what to do. */
export function DocumentFailure({ failure }: { failure: FieldMessage | undefined }) {
  if (!failure) return null;
  return (
    <Alert type="error" header={failure.text}>
      {failure.detail}
    </Alert>
  );
}
