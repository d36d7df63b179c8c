import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { signInSearchToQuery } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRole } from '@careshift/contract/operations/sign-in-roles';

import { usePortalSession } from '../../app/shell/use-portal-session';
import { useErrorText } from '../../components/use-error-text';

import { SignInRoleForm } from './components/claims-role-form';
import { SignInSearchForm } from './components/claims-search-form';
import { useSearchUserClaims } from './use-user-claims';

/** `/manage-claims` (administrators): find a sign-in and change its role (spec "Manage Claims"). */
export function ManageClaimsPage() {
  const { t } = useTranslation(['claims', 'common']);
  const session = usePortalSession();
  const errorText = useErrorText();
  const search = useSearchUserClaims();
  const [found, setFound] = useState<SignInRole>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SignInSearchForm
          searching={search.isPending}
          failure={failure}
          onSearch={(form) => {
            setFailure(undefined);
            setFound(undefined);
            search.mutate(signInSearchToQuery(form), {
              onSuccess: setFound,
              onError: (error) => setFailure(errorText(error)),
            });
          }}
        />
        {found && (
          <SignInRoleForm
            key={`${found.authId}:${found.role ?? ''}`}
            claims={found}
            ownUserId={session.userId}
            onUpdated={setFound}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
