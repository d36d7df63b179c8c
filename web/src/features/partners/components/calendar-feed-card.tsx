import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionModal } from '../../../components/action-modal';
import { useErrorText } from '../../../hooks/use-error-text';
import { useCreateCalendarLink } from '../use-partners';

/**
 * The private calendar feed: the partner creates (or regenerates) a link calendar apps subscribe to.
 * Only the token's hash is stored, so the link is shown once, right after it is made; a new link
 * revokes the old one, so it is made only after the partner confirms (the page cannot tell whether
 * a link made on an earlier visit exists, so it always asks; issue 32).
 */
export function CalendarFeedCard({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation(['partners', 'common']);
  const errorText = useErrorText();
  const link = useCreateCalendarLink();
  const [asking, setAsking] = useState(false);
  const url = link.data?.url;
  const confirm = () =>
    link.mutate(partnerId, {
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <ActionModal
        visible={asking}
        header={t('calendar.confirmTitle')}
        onDismiss={() => setAsking(false)}
        processing={link.isPending}
        back={t('common:actions.cancel')}
        confirm={t('calendar.confirmYes')}
        onConfirm={confirm}
      >
        {t('calendar.confirmBody')}
      </ActionModal>
      <Container
        header={
          <Header
            variant="h2"
            description={t('calendar.description')}
            actions={
              <Button loading={link.isPending} onClick={() => setAsking(true)}>
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
    </>
  );
}
