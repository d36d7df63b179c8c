import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { ClientUser } from '@careshift/contract';
import { canEndClientUserSignIn } from '@careshift/domain/permissions/client-user-rules';

import { useNotify } from '../../app/shell/notifications';
import { ActionModal } from '../../components/action-modal';
import { ListEmptyState } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSubmitState } from '../../hooks/use-submit-state';
import { useViewer } from '../../hooks/use-viewer';

import { useClientScope } from './client-scope';
import { clientUserColumns } from './client-users-table-config';
import { useClientUsers, useRemoveClientUser, useResetClientUserPassword } from './use-clients';

type Confirm = { kind: 'reset' | 'delete'; user: ClientUser };

/**
 * `/clients/{id}/users` and `/account/users` (spec section 2): the organisation's users with Create
 * (administrators), Edit, the reset-password e-mail and Delete (only while it has more than one user),
 * each change after "Are you sure?".
 */
export function ClientUsersPage() {
  const { t } = useTranslation(['clients', 'common']);
  const scope = useClientScope();
  const navigate = useNavigate();
  const notify = useNotify();
  const users = useClientUsers(scope.clientId);
  const remove = useRemoveClientUser(scope.clientId);
  const reset = useResetClientUserPassword(scope.clientId);
  const submit = useSubmitState();
  const [confirm, setConfirm] = useState<Confirm>();
  const viewer = useViewer();
  useDocumentTitle(t('users.title'));
  // Delete only while the client keeps another user, and never on a sign-in the viewer may not end
  // (its own; the owner's for a CLIENT user): the domain's rule, which the API enforces too.
  const canDelete = (user: ClientUser) =>
    (users.data?.length ?? 0) > 1 && canEndClientUserSignIn(viewer, { userId: user.id, owner: user.owner });

  const actions = (user: ClientUser) => (
    <ButtonDropdown
      variant="normal"
      ariaLabel={t('users.actionsOf', { name: `${user.firstName} ${user.lastName}` })}
      mainAction={{
        text: t('users.edit'),
        ariaLabel: t('users.editOf', { name: `${user.firstName} ${user.lastName}` }),
        onClick: () => navigate(scope.paths.editUser(user.id)),
      }}
      items={[
        { id: 'reset', text: t('users.resetPassword') },
        ...(canDelete(user) ? [{ id: 'delete', text: t('users.delete') }] : []),
      ]}
      onItemClick={({ detail }) => setConfirm({ kind: detail.id === 'delete' ? 'delete' : 'reset', user })}
    />
  );

  const onConfirm = async () => {
    if (!confirm) return;
    const { user } = confirm;
    const outcome = await submit.run(() =>
      confirm.kind === 'reset' ? reset.mutateAsync(user.id) : remove.mutateAsync(user.id),
    );
    if (!outcome.ok) return;
    setConfirm(undefined);
    submit.reset();
    notify(
      confirm.kind === 'reset'
        ? {
            type: 'success',
            header: t('users.emailSent'),
            content: t('users.emailSentBody', { email: user.email }),
          }
        : { type: 'success', header: t('users.deleted'), content: t('users.removed') },
    );
  };

  return (
    <>
      <Table
        items={users.data ?? []}
        columnDefinitions={clientUserColumns(t, actions)}
        trackBy="id"
        variant="container"
        ariaLabels={{ tableLabel: t('users.label') }}
        loading={users.isPending}
        loadingText={t('users.loading')}
        empty={
          <ListEmptyState
            failed={users.isError}
            failedText={t('users.failed')}
            onRetry={() => void users.refetch()}
          />
        }
        header={
          <Header
            variant="h2"
            counter={users.data ? `(${users.data.length})` : undefined}
            actions={
              scope.kind === 'administrator' && (
                <Button variant="primary" onClick={() => navigate(scope.paths.newUser)}>
                  {t('users.create')}
                </Button>
              )
            }
          >
            {t('users.title')}
          </Header>
        }
      />
      <ActionModal
        visible={Boolean(confirm)}
        header={t('common:confirm.title')}
        state={submit.state}
        back={t('common:actions.cancel')}
        confirm={confirm?.kind === 'reset' ? t('users.resetConfirm') : t('common:confirm.confirmDelete')}
        onConfirm={() => void onConfirm()}
        onDismiss={() => {
          setConfirm(undefined);
          submit.reset();
        }}
      >
        <SpaceBetween size="s">
          <Box variant="p">
            {confirm?.kind === 'reset'
              ? t('users.resetBody', { email: confirm.user.email })
              : t('common:confirm.body')}
          </Box>
          {submit.state.status === 'failed' && (
            <Box variant="p" color="text-status-error">
              {`${t('users.failedTitle')} ${submit.state.message} ${t('users.contactSupport')}`}
            </Box>
          )}
        </SpaceBetween>
      </ActionModal>
    </>
  );
}
