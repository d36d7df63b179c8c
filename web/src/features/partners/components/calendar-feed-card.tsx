import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../hooks/use-error-text';
import { useCreateCalendarLink } from '../use-partners';

/**
 * The private calendar feed: the partner creates (or regenerates) a link calendar apps subscribe to.
 * Only the token's hash is stored, so the link is shown once, right after it is made; a new link
 * revokes the old one.
 */
export function CalendarFeedCard({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partners');
  const errorText = useErrorText();
  const link = useCreateCalendarLink();
  const url = link.data?.url;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('calendar.description')}
          actions={
            <Button loading={link.isPending} onClick={() => link.mutate(partnerId)}>
              {url ? t('calendar.regenerate') : t('calendar.create')}
            </Button>
          }
        >
          {t('calendar.title')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {url && (
          <>
            <FormField label={t('calendar.linkLabel')} stretch>
              <SpaceBetween size="xs">
                <Input value={url} readOnly ariaLabel={t('calendar.linkLabel')} />
                <CopyToClipboard
                  variant="button"
                  textToCopy={url}
                  copyButtonText={t('calendar.copy')}
                  copySuccessText={t('calendar.copied')}
                  copyErrorText={t('calendar.copyFailed')}
                />
              </SpaceBetween>
            </FormField>
            <Box color="text-body-secondary">{t('calendar.shownOnce')}</Box>
          </>
        )}
        <Box variant="small" color="text-body-secondary">
          {t('calendar.regenerateNote')}
        </Box>
        {link.isError && <Alert type="error">{errorText(link.error)}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
