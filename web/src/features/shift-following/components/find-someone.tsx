import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Candidate, InviteResult, ShiftDetail } from '@careshift/contract';
import {
  isOpenForInvitations,
  MAX_INVITATIONS_PER_SEND,
} from '@careshift/domain/invitations/invitation-rules';

import { useErrorText } from '../../../hooks/use-error-text';
import { useCandidates, useInvite } from '../../../hooks/use-invitations';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { currentLanguage } from '../../../i18n';

import { candidateReasons, isInvitable } from './candidate-reasons';
import { InvitationStatusText } from './invitation-status';
import { SentInvitations } from './sent-invitations';

/** Kept here too: other files took the status text from this one. */

/** The words of a candidate's score, one short line each. */
function Reasons({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('invitations');
  return (
    <Box variant="small">
      {candidateReasons(candidate, currentLanguage())
        .map((reason) => String(t(reason.key as never, reason.values as never)))
        .join(' · ')}
    </Box>
  );
}

/** What a round did, said once: sent to n, n skipped; or why it failed. */
function RoundNotice({
  result,
  error,
  onDismiss,
}: {
  result?: InviteResult;
  error: unknown;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('invitations');
  const errorText = useErrorText();
  if (error)
    return (
      <Alert type="error" header={t('findSomeone.sendFailed')} dismissible onDismiss={onDismiss}>
        {errorText(error)}
      </Alert>
    );
  if (!result) return null;
  return (
    <Alert type={result.sent.length > 0 ? 'success' : 'warning'} dismissible onDismiss={onDismiss}>
      {[
        ...(result.sent.length > 0 ? [t('findSomeone.sent', { count: result.sent.length })] : []),
        ...(result.skipped.length > 0 ? [t('findSomeone.skipped', { count: result.skipped.length })] : []),
      ].join(' ')}
    </Alert>
  );
}

/** The ranked partners, with multi-select and "Invite". */
function CandidatesTable({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('invitations');
  const query = useCandidates(shiftId, true);
  const invite = useInvite(shiftId);
  const [selected, setSelected] = useState<Candidate[]>([]);
  const items = query.data?.items ?? [];
  const tooMany = selected.length > MAX_INVITATIONS_PER_SEND;
  const send = () =>
    invite.mutate(
      selected.map((c) => c.partnerId),
      { onSuccess: () => setSelected([]) },
    );
  if (query.isError)
    return (
      <Alert
        type="error"
        header={t('findSomeone.failed')}
        action={<Button onClick={() => void query.refetch()}>{t('findSomeone.retry')}</Button>}
      />
    );
  return (
    <SpaceBetween size="s">
      <RoundNotice result={invite.data} error={invite.error} onDismiss={() => invite.reset()} />
      <Table
        variant="embedded"
        wrapLines
        loading={query.isPending}
        loadingText={t('findSomeone.loading')}
        items={items}
        trackBy="partnerId"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(item) => !isInvitable(item)}
        ariaLabels={{
          itemSelectionLabel: (_, item) => t('findSomeone.selectLabel', { name: item.name }),
          allItemsSelectionLabel: () => t('findSomeone.selectAll'),
          selectionGroupLabel: t('findSomeone.columns.name'),
        }}
        columnDefinitions={[
          { id: 'name', header: t('findSomeone.columns.name'), cell: (c) => c.name, isRowHeader: true },
          { id: 'score', header: t('findSomeone.columns.score'), cell: (c) => Math.round(c.score) },
          { id: 'why', header: t('findSomeone.columns.why'), cell: (c) => <Reasons candidate={c} /> },
          {
            id: 'invitation',
            header: t('findSomeone.columns.invitation'),
            cell: (c) => (c.invitationStatus ? <InvitationStatusText status={c.invitationStatus} /> : '-'),
          },
        ]}
        empty={
          <Box textAlign="center" color="inherit">
            <b>{t('findSomeone.empty')}</b>
            <Box variant="p" color="inherit">
              {t('findSomeone.emptyHint')}
            </Box>
          </Box>
        }
        header={
          <Header
            variant="h3"
            counter={query.data ? `(${items.length})` : undefined}
            description={
              query.data
                ? t(query.data.more ? 'findSomeone.best' : 'findSomeone.examined', {
                    listed: items.length,
                    examined: query.data.examined,
                  })
                : undefined
            }
            actions={
              <Button
                variant="primary"
                disabled={selected.length === 0 || tooMany}
                loading={invite.isPending}
                onClick={send}
              >
                {selected.length > 0
                  ? t('findSomeone.inviteCount', { count: selected.length })
                  : t('findSomeone.invite')}
              </Button>
            }
          />
        }
      />
      {tooMany && (
        <Alert type="warning">{t('findSomeone.maxSelected', { max: MAX_INVITATIONS_PER_SEND })}</Alert>
      )}
    </SpaceBetween>
  );
}

/**
 * "Find someone" (issue 35 item 2): on an open shift, for its organisation and administrators, the
 * partners who may claim it now, ranked, to invite; and the invitations already sent.
 */
export function FindSomeone({ shift, viewer }: { shift: ShiftDetail; viewer: PortalViewer['kind'] }) {
  const { t } = useTranslation('invitations');
  if (viewer === 'partner' || !isOpenForInvitations(shift, new Date())) return null;
  return (
    <Container
      header={
        <Header variant="h2" description={t('findSomeone.description')}>
          {t('findSomeone.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <CandidatesTable shiftId={shift.id} />
        <SentInvitations shiftId={shift.id} />
      </SpaceBetween>
    </Container>
  );
}
