import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PartnerDocument } from '@careshift/contract';

import { useErrorText } from '../hooks/use-error-text';
import { downloadPartnerDocument, usePartnerDocuments } from '../hooks/use-partner-documents';

function DocumentList({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation(['documents', 'common']);
  const errorText = useErrorText();
  const query = usePartnerDocuments(partnerId);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const download = (document: PartnerDocument) =>
    downloadPartnerDocument(partnerId, document.documentId).catch((error: unknown) =>
      setFailure(errorText(error)),
    );

  if (query.isPending) return <Spinner size="large" />;
  if (query.isError) return <Alert type="error">{t('list.failed')}</Alert>;
  if (query.data.length === 0) return <Box textAlign="center">{t('list.empty')}</Box>;
  return (
    <SpaceBetween size="s">
      {query.data.map((document) => (
        <SpaceBetween key={document.documentId} size="xs" direction="horizontal" alignItems="center">
          <Button iconName="download" variant="inline-link" onClick={() => void download(document)}>
            {t(`types.${document.type}`)}
          </Button>
          <Box variant="small">{document.fileName}</Box>
        </SpaceBetween>
      ))}
      {failure && <Alert type="error">{failure}</Alert>}
    </SpaceBetween>
  );
}

/**
 * "Documents" for the organisation of a shift the partner holds (CLAIMED or FINISHED): the
 * partner's documents, read only, each a download link.
 */
export function PartnerDocumentsButton({
  partnerId,
  partnerName,
}: {
  partnerId: string;
  partnerName: string;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button iconName="folder" onClick={() => setOpen(true)}>
        {t('readOnly.button')}
      </Button>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        closeAriaLabel={t('common:actions.close')}
        header={t('readOnly.title', { name: partnerName })}
        footer={
          <Box float="right">
            <Button variant="primary" onClick={() => setOpen(false)}>
              {t('common:actions.close')}
            </Button>
          </Box>
        }
      >
        {open && <DocumentList partnerId={partnerId} />}
      </Modal>
    </>
  );
}
