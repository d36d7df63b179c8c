import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { Invitation } from '@careshift/contract';

import { isApiError } from '../../api/client';
import { PATHS, pathWithId, shiftPath } from '../../app/paths';
import { formatDateTime, formatShiftSpan } from '../../app/shift-format';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useErrorText } from '../../hooks/use-error-text';
import { useInvitationAnswer, useMyInvitation, useMyInvitations } from '../../hooks/use-invitations';
import { currentLanguage } from '../../i18n';

import { claimRefusalOf } from './claim-refusal';
import { InvitationStatusText } from './components/invitation-status';

/** The position's name in the interface language. */
const positionOf = (invitation: Invitation) =>
  (currentLanguage() === 'el' && invitation.positionNameEl) || invitation.positionName;

/** What a closed invitation says instead of Accept / Decline. */
const CLOSED_TEXT = {
  ACCEPTED: 'partner.accepted',
  DECLINED: 'partner.declined',
  TAKEN: 'partner.taken',
  EXPIRED: 'partner.expired',
  WITHDRAWN: 'partner.withdrawn',
} as const;

/** Why an answer was refused: a claim refusal in the partner's words, else the server's message. */
function AnswerError({ error }: { error: unknown }) {
  const { t } = useTranslation('invitations');
  const errorText = useErrorText();
  const language = currentLanguage() === 'el' ? 'el' : 'en';
  const refusal = isApiError(error) ? claimRefusalOf(error, language) : null;
  return (
    <Alert type="error" header={refusal?.title ?? t('partner.refusedTitle')}>
      {refusal?.message ?? errorText(error)}
    </Alert>
  );
}

/** Accept / Decline of an open invitation, or what became of it. */
function Answer({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const { accept, decline } = useInvitationAnswer(invitation.shiftId);
  const answered = accept.data ?? decline.data;
  const status = answered?.status ?? invitation.status;
  const error = accept.error ?? decline.error;
  if (status !== 'SENT')
    return (
      <SpaceBetween size="s">
        <Alert type={status === 'ACCEPTED' ? 'success' : 'info'}>{t(CLOSED_TEXT[status])}</Alert>
        {status === 'ACCEPTED' && (
          <Button variant="primary" onClick={() => navigate(shiftPath(invitation.shiftId))}>
            {t('partner.openShift')}
          </Button>
        )}
      </SpaceBetween>
    );
  return (
    <SpaceBetween size="s">
      {error ? <AnswerError error={error} /> : null}
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          variant="primary"
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() => accept.mutate()}
        >
          {t('partner.accept')}
        </Button>
        <Button loading={decline.isPending} disabled={accept.isPending} onClick={() => decline.mutate()}>
          {t('partner.decline')}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

/** The shift's facts as the invitation keeps them. */
function InvitationFacts({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  return (
    <KeyValuePairs
      columns={1}
      items={[
        { label: t('partner.when'), value: formatShiftSpan(invitation.startDate, invitation.endDate) },
        { label: t('partner.position'), value: positionOf(invitation) },
        { label: t('partner.organisation'), value: invitation.clientName },
        // Only an open invitation has an answer to give by a time.
        ...(invitation.status === 'SENT'
          ? [{ label: t('partner.expires'), value: formatDateTime(invitation.expiresAt) }]
          : []),
      ]}
    />
  );
}

/**
 * `/invitations/{shiftId}`, the SMS's short link (`/i/{ref}`) leads here: the partner's invitation with
 * Accept and Decline, and a clear word when it was taken, expired or refused.
 */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const { shiftId = '' } = useParams();
  const query = useMyInvitation(shiftId);
  const invitation = query.data;
  useDocumentTitle(invitation ? t('partner.title', { ref: invitation.refNumber }) : t('partner.listTitle'));
  const back = <Button onClick={() => navigate(PATHS.invitations)}>{t('partner.allInvitations')}</Button>;
  if (!invitation)
    return (
      <ContentLayout header={<Header variant="h1">{t('partner.listTitle')}</Header>}>
        {query.isPending ? (
          <Spinner size="large" />
        ) : (
          <Alert type="error" action={back}>
            {isApiError(query.error) && query.error.status === 404
              ? t('partner.notFound')
              : t('partner.loadFailed')}
          </Alert>
        )}
      </ContentLayout>
    );
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            invitation.status === 'SENT' ? t('partner.intro', { client: invitation.clientName }) : undefined
          }
          actions={back}
        >
          {t('partner.title', { ref: invitation.refNumber })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <InvitationFacts invitation={invitation} />
        <Answer invitation={invitation} />
      </SpaceBetween>
    </ContentLayout>
  );
}

/** `/invitations`: the partner's invitations, newest first, each opening its page. */
export function MyInvitationsPage() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const query = useMyInvitations();
  useDocumentTitle(t('partner.listTitle'));
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('partner.listDescription')}>
          {t('partner.listTitle')}
        </Header>
      }
    >
      {query.isError ? (
        <Alert
          type="error"
          action={<Button onClick={() => void query.refetch()}>{t('findSomeone.retry')}</Button>}
        >
          {t('partner.listFailed')}
        </Alert>
      ) : (
        <Cards<Invitation>
          loading={query.isPending}
          loadingText={t('partner.listLoading')}
          items={query.data?.items ?? []}
          trackBy="shiftId"
          cardDefinition={{
            header: (i) => `${positionOf(i)} #${i.refNumber}`,
            sections: [
              { id: 'when', content: (i) => formatShiftSpan(i.startDate, i.endDate) },
              { id: 'client', content: (i) => i.clientName },
              { id: 'status', content: (i) => <InvitationStatusText status={i.status} /> },
              {
                id: 'open',
                content: (i) => (
                  <Button onClick={() => navigate(pathWithId(PATHS.invitation, i.shiftId))}>
                    {t('partner.open')}
                  </Button>
                ),
              },
            ],
          }}
          empty={<Box textAlign="center">{t('partner.listEmpty')}</Box>}
        />
      )}
    </ContentLayout>
  );
}
