import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { signInSearchToQuery } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRole } from '@careshift/contract/operations/sign-in-roles';

import { PageLayout } from '../../components/page-layout';
import { useErrorText } from '../../hooks/use-error-text';
import { useViewer } from '../../hooks/use-viewer';

import { SignInRoleForm } from './components/sign-in-role-form';
import { SignInSearchForm } from './components/sign-in-search-form';
import { useFindSignIn } from './use-sign-in-roles';

/**
 * `/manage-claims`, Manage Claims (administrators): find a sign-in and change its sign-in role
 * (spec section 2; the wire calls are getUserClaims and updateUserClaims).
 */
export function ManageClaimsPage() {
  const { t } = useTranslation('signInRoles');
  const viewer = useViewer();
  const errorText = useErrorText();
  const search = useFindSignIn();
  const [found, setFound] = useState<SignInRole>();

  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        <SignInSearchForm
          searching={search.isPending}
          failure={search.isError ? errorText(search.error) : undefined}
          onSearch={(form) => {
            setFound(undefined);
            search.mutate(signInSearchToQuery(form), { onSuccess: setFound });
          }}
        />
        {found && (
          <SignInRoleForm
            key={`${found.authId}:${found.role ?? ''}`}
            signIn={found}
            ownUserId={viewer.userId}
            onUpdated={setFound}
          />
        )}
      </SpaceBetween>
    </PageLayout>
  );
}
