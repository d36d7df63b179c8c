import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DOCUMENT_CHOICES } from '@careshift/contract';
import type { DocumentChoice, PartnerDocument } from '@careshift/contract';

import { useNotify } from '../../../app/shell/notifications';
import { formatDateTime } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { useErrorText } from '../../../hooks/use-error-text';
import { useMutationNotices } from '../../../hooks/use-mutation-notices';
import { downloadPartnerDocument, usePartnerDocuments } from '../../../hooks/use-partner-documents';
import { currentLanguage } from '../../../i18n';
import { formatFileSize } from '../file-size';
import { useRemoveDocument } from '../use-document-changes';

import { isChoiceTaken } from './document-type-options';
import { EditDocumentModal } from './edit-document-modal';
import { UploadDocumentModal } from './upload-document-modal';

type CardItem = { kind: 'document'; document: PartnerDocument } | { kind: 'upload' };

/** The upload card: one button per document type; existing primary types are disabled. */
function UploadButtons({
  existing,
  onChoose,
}: {
  existing: string[];
  onChoose: (choice: DocumentChoice) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <SpaceBetween size="xs">
      <Box variant="small">{t('uploadCard.primaryOnce')}</Box>
      <SpaceBetween size="xs" direction="horizontal">
        {DOCUMENT_CHOICES.map((choice) => {
          const taken = isChoiceTaken(choice, existing);
          return (
            <Button
              key={choice}
              iconName="upload"
              disabled={taken}
              disabledReason={taken ? t('uploadCard.docAlreadyExists') : undefined}
              onClick={() => onChoose(choice)}
            >
              {t(`types.${choice}`)}
            </Button>
          );
        })}
      </SpaceBetween>
    </SpaceBetween>
  );
}

interface DocumentsPanelProps {
  partnerId: string;
  /** The partner and administrators change documents; an organisation only downloads them. */
  editable: boolean;
}

/** Asks before deleting a document, then deletes it and says how that went. */
function DeleteDocumentModal({
  partnerId,
  document,
  onDone,
}: {
  partnerId: string;
  document: PartnerDocument | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const notices = useMutationNotices();
  const remove = useRemoveDocument(partnerId);
  const confirmDelete = () => {
    if (!document) return;
    remove.mutate(
      document.documentId,
      notices({
        success: {
          type: 'success',
          header: t('remove.deleted'),
          content: t('remove.documentRemoved'),
          lifetimeMs: 1500,
        },
        failedHeader: t('common:errors.processFailed'),
        afterSuccess: onDone,
      }),
    );
  };
  return (
    <ActionModal
      visible={document !== undefined}
      header={t('common:confirm.title')}
      onDismiss={onDone}
      processing={remove.isPending}
      back={t('common:actions.cancel')}
      confirm={t('common:confirm.confirmDelete')}
      onConfirm={confirmDelete}
    >
      <SpaceBetween size="s">
        <Box variant="strong">{document?.fileName}</Box>
        <Box>{t('common:confirm.body')}</Box>
      </SpaceBetween>
    </ActionModal>
  );
}

/**
 * A partner's documents (spec section 2 "Documents tab"): a card per document with edit, download
 * and delete, and an upload card. Only the content: a page or a tab layout puts it in place.
 */
export function DocumentsPanel({ partnerId, editable }: DocumentsPanelProps) {
  const { t } = useTranslation(['documents', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const query = usePartnerDocuments(partnerId);
  const [uploading, setUploading] = useState<DocumentChoice | undefined>(undefined);
  const [editing, setEditing] = useState<PartnerDocument | undefined>(undefined);
  const [deleting, setDeleting] = useState<PartnerDocument | undefined>(undefined);
  const documents = query.data ?? [];
  const existing = documents.map((document) => document.type);
  const language = currentLanguage();
  const firstFree = DOCUMENT_CHOICES.find((choice) => !isChoiceTaken(choice, existing)) ?? 'other';

  const download = (document: PartnerDocument) =>
    downloadPartnerDocument(partnerId, document.documentId).catch((error: unknown) =>
      notify({ type: 'error', header: t('common:errors.processFailed'), content: errorText(error) }),
    );
  const canUpload = editable && query.isSuccess;
  const items: CardItem[] = [
    ...documents.map((document): CardItem => ({ kind: 'document', document })),
    ...(canUpload ? [{ kind: 'upload' } as const] : []),
  ];
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('description')}
          actions={
            editable && (
              <Button iconName="upload" onClick={() => setUploading(firstFree)} disabled={!query.isSuccess}>
                {t('upload.button')}
              </Button>
            )
          }
        >
          {t('title')}
        </Header>
      }
    >
      {query.isError ? (
        <Alert
          type="error"
          action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
        >
          {t('list.failed')}
        </Alert>
      ) : (
        <SpaceBetween size="m">
          {canUpload && documents.length === 0 && <Box>{t('list.empty')}</Box>}
          <Cards<CardItem>
            items={items}
            loading={query.isPending}
            loadingText={t('list.loading')}
            trackBy={(item) => (item.kind === 'document' ? item.document.documentId : '__upload')}
            cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }]}
            empty={<Box textAlign="center">{t('list.empty')}</Box>}
            cardDefinition={{
              header: (item) =>
                item.kind === 'document' ? t(`types.${item.document.type}`) : t('uploadCard.title'),
              sections: [
                {
                  id: 'body',
                  content: (item) =>
                    item.kind === 'upload' ? (
                      <UploadButtons existing={existing} onChoose={setUploading} />
                    ) : (
                      <SpaceBetween size="xxs">
                        <Box>{item.document.fileName}</Box>
                        <Box variant="small">
                          {formatFileSize(item.document.size, language)} ·{' '}
                          {formatDateTime(item.document.uploadedAt)}
                        </Box>
                      </SpaceBetween>
                    ),
                },
                {
                  id: 'actions',
                  content: (item) =>
                    item.kind === 'document' && (
                      <SpaceBetween size="xs" direction="horizontal">
                        {editable && (
                          <Button iconName="edit" onClick={() => setEditing(item.document)}>
                            {t('card.edit')}
                          </Button>
                        )}
                        <Button iconName="download" onClick={() => void download(item.document)}>
                          {t('card.download')}
                        </Button>
                        {editable && (
                          <Button iconName="remove" onClick={() => setDeleting(item.document)}>
                            {t('card.delete')}
                          </Button>
                        )}
                      </SpaceBetween>
                    ),
                },
              ],
            }}
          />
        </SpaceBetween>
      )}
      {editable && (
        <>
          <UploadDocumentModal
            partnerId={partnerId}
            initialChoice={uploading}
            existingTypes={existing}
            onDismiss={() => setUploading(undefined)}
          />
          <EditDocumentModal
            partnerId={partnerId}
            document={editing}
            existingTypes={existing}
            onDismiss={() => setEditing(undefined)}
          />
          <DeleteDocumentModal
            partnerId={partnerId}
            document={deleting}
            onDone={() => setDeleting(undefined)}
          />
        </>
      )}
    </Container>
  );
}
