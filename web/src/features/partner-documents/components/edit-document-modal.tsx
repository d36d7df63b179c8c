import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { documentTypeOfChoice } from '@careshift/contract';
import type { DocumentChoice, PartnerDocument } from '@careshift/contract';

import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../app/shell/notifications';
import { ActionModal } from '../../../components/action-modal';
import { currentLanguage } from '../../../i18n';
import { uploadFailure } from '../document-form';
import type { FieldMessage } from '../document-form';
import { useRenameDocument } from '../use-document-changes';

import { DocumentFailure, DocumentTypeField } from './document-type-field';

interface EditDocumentModalProps {
  partnerId: string;
  document: PartnerDocument | undefined;
  existingTypes: readonly string[];
  onDismiss: () => void;
}

/** The edit modal: a new type renames the file ("Error renaming file!" / "Please contact support." on failure). */
export function EditDocumentModal({ partnerId, document, existingTypes, onDismiss }: EditDocumentModalProps) {
  const { t } = useTranslation(['documents', 'common']);
  const notify = useNotify();
  const rename = useRenameDocument(partnerId);
  const [choice, setChoice] = useState<DocumentChoice | undefined>(document?.type);
  const [failure, setFailure] = useState<FieldMessage | undefined>(undefined);
  const others = existingTypes.filter((type) => type !== document?.type);

  useEffect(() => {
    setChoice(document?.type);
    setFailure(undefined);
  }, [document]);

  const submit = () => {
    if (!document || !choice) return;
    rename.mutate(
      { documentId: document.documentId, type: documentTypeOfChoice(choice) },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('edit.renamed'), lifetimeMs: 500 });
          onDismiss();
        },
        onError: (error) =>
          setFailure(
            isApiError(error) && error.code === 'RENAME_FAILED'
              ? { text: t('edit.renameFailed'), detail: t('edit.contactSupport') }
              : uploadFailure(error, currentLanguage(), t('common:errors.generic')),
          ),
      },
    );
  };

  return (
    <ActionModal
      visible={document !== undefined}
      header={t('edit.title')}
      onDismiss={onDismiss}
      processing={rename.isPending}
      back={t('common:actions.cancel')}
      confirm={t('edit.submit')}
      onConfirm={submit}
    >
      <SpaceBetween size="m">
        <Box variant="strong">{document?.fileName}</Box>
        <DocumentTypeField choice={choice} onChoose={setChoice} existingTypes={others} />
        <DocumentFailure failure={failure} />
      </SpaceBetween>
    </ActionModal>
  );
}
