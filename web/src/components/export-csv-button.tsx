import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CsvExport } from '@careshift/contract/operations/invoices';

import { useNotify } from '../app/shell/notifications';
import { useErrorText } from '../hooks/use-error-text';

/** Starts the browser's download of a prepared export (a short-lived link to the file). */
function startDownload(file: CsvExport): void {
  const anchor = document.createElement('a');
  anchor.href = file.url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * "Export CSV" of a filtered list (administrators): the server writes the file while the button spins
 * and says "Preparing export…", then the download starts from the returned link; a failure is a notice.
 */
export function ExportCsvButton({ run }: { run: () => Promise<CsvExport> }) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const errorText = useErrorText();
  const [running, setRunning] = useState(false);

  const exportNow = async () => {
    setRunning(true);
    try {
      const file = await run();
      startDownload(file);
      notify({ type: 'success', content: t('csvExport.ready', { count: file.rows }) });
    } catch (error) {
      notify({ type: 'error', header: t('csvExport.failed'), content: errorText(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {running && (
        <Box variant="small" color="text-status-info">
          <span role="status">{t('csvExport.preparing')}</span>
        </Box>
      )}
      <Button iconName="download" loading={running} onClick={() => void exportNow()}>
        {t('csvExport.button')}
      </Button>
    </SpaceBetween>
  );
}
