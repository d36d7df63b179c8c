import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DocumentChoice } from '@careshift/contract';

import { useNotify } from '../../../app/shell/notifications';
import { ActionModal } from '../../../components/action-modal';
import { currentLanguage } from '../../../i18n';
import { uploadFailure, validateDocumentForm } from '../document-form';
import type { DocumentFormErrors, FieldMessage } from '../document-form';
import { useUploadDocument } from '../use-document-changes';

import { DocumentFailure, DocumentTypeField } from './document-type-field';

interface UploadDocumentModalProps {
  partnerId: string;
  /** The modal is open with this type chosen (undefined: closed). */
  initialChoice: DocumentChoice | undefined;
  existingTypes: readonly string[];
  onDismiss: () => void;
}

function MessageText({ message }: { message: FieldMessage | undefined }) {
  if (!message) return null;
  return (
    <span>
      {message.text}
      {message.detail && (
        <Box variant="small" color="inherit" display="block">
          {message.detail}
        </Box>
      )}
    </span>
  );
}

/** The upload modal: type, file (client-side rules of the contract), progress, then confirmation. */
export function UploadDocumentModal({
  partnerId,
  initialChoice,
  existingTypes,
  onDismiss,
}: UploadDocumentModalProps) {
  const { t } = useTranslation(['documents', 'common']);
  const notify = useNotify();
  const upload = useUploadDocument(partnerId);
  const [choice, setChoice] = useState<DocumentChoice | undefined>(initialChoice);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<DocumentFormErrors>({});
  const [failure, setFailure] = useState<FieldMessage | undefined>(undefined);

  useEffect(() => {
    setChoice(initialChoice);
    setFiles([]);
    setErrors({});
    setFailure(undefined);
  }, [initialChoice]);

  const submit = () => {
    const language = currentLanguage();
    const checked = validateDocumentForm({ choice, file: files[0] }, existingTypes, language);
    setFailure(undefined);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    upload.mutate(
      { type: checked.type, file: checked.file },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('upload.done'), lifetimeMs: 1500 });
          onDismiss();
        },
        onError: (error) => setFailure(uploadFailure(error, language, t('common:errors.generic'))),
      },
    );
  };

  return (
    <ActionModal
      visible={initialChoice !== undefined}
      header={t('upload.title')}
      onDismiss={onDismiss}
      processing={upload.isPending}
      back={t('common:actions.cancel')}
      confirm={t('upload.submit')}
      onConfirm={submit}
    >
      <SpaceBetween size="m">
        <DocumentTypeField
          choice={choice}
          onChoose={setChoice}
          existingTypes={existingTypes}
          errorText={errors.type?.text}
          placeholder={t('upload.typePlaceholder')}
        />
        <FormField
          label={t('upload.file')}
          constraintText={t('upload.fileHint')}
          errorText={errors.file ? <MessageText message={errors.file} /> : undefined}
        >
          <FileUpload
            value={files}
            onChange={({ detail }) => {
              setFiles(detail.value);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            showFileSize
            i18nStrings={{
              uploadButtonText: () => t('upload.choose'),
              removeFileAriaLabel: () => t('upload.remove'),
              limitShowFewer: t('upload.limitShowFewer'),
              limitShowMore: t('upload.limitShowMore'),
              errorIconAriaLabel: t('upload.errorIcon'),
            }}
          />
        </FormField>
        {upload.progress !== undefined && (
          <ProgressBar
            value={Math.round(upload.progress * 100)}
            label={t('upload.progress')}
            additionalInfo={upload.progress >= 1 ? t('upload.progressDone') : undefined}
          />
        )}
        <DocumentFailure failure={failure} />
      </SpaceBetween>
    </ActionModal>
  );
}
