import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { nicosiaDateOf, partnerFormToBody } from '@careshift/contract';
import type {
  AdministratorPartnerForm,
  Partner,
  PartnerFormOptions,
  PartnerFormValues,
} from '@careshift/contract';

import { isApiError } from '../../api/api-error';
import { PATHS, pathWithId } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { CancelSubmitButtons } from '../../components/form-actions';
import { PageLayout } from '../../components/page-layout';
import { positionLabel } from '../../components/position-name';
import { SubmitForm } from '../../components/submit-form';
import { useAttempt } from '../../hooks/use-attempt';
import { useErrorText } from '../../hooks/use-error-text';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { usePositions } from '../../hooks/use-positions';
import { useViewer } from '../../hooks/use-viewer';

import { PartnerAdministrationFields } from './components/partner-administration-fields';
import { PartnerProfileFields } from './components/partner-profile-fields';
import { formFieldOf, partnerFormValuesOf } from './partner-form-values';
import { partnerResolver } from './partner-resolver';
import { useSavePartner } from './use-partners';

type Mode = 'new' | 'edit' | 'profile';

function PartnerForm({ mode, partner }: { mode: Mode; partner: Partner | undefined }) {
  const { t, i18n } = useTranslation(['partners', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const positions = usePositions();
  const save = useSavePartner();
  const administrator = mode !== 'profile';
  const options = useMemo<PartnerFormOptions>(
    () => ({
      now: new Date(),
      role: administrator ? 'SYSTEM_USER' : 'EMPLOYEE',
      originalRegistrationExpirationDate: partner?.registrationExpirationDate,
    }),
    [administrator, partner],
  );
  const resolver = useMemo(() => partnerResolver(options), [options]);
  const form = useForm<AdministratorPartnerForm, unknown, PartnerFormValues>({
    resolver,
    defaultValues: partnerFormValuesOf(partner),
  });
  const { control, handleSubmit, setError, formState } = form;

  const showOnFields = (error: unknown): boolean => {
    const named = isApiError(error) ? Object.entries(error.fieldErrors) : [];
    let shown = false;
    for (const [key, message] of named) {
      const field = formFieldOf(key);
      if (!field) continue;
      setError(field as Path<AdministratorPartnerForm>, { type: 'server', message });
      shown = true;
    }
    return shown;
  };
  const { failure, attempt } = useAttempt((error) => (showOnFields(error) ? undefined : errorText(error)));

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body = partnerFormToBody(values, { original: partner?.info });
      const saved = await save.mutateAsync({ partnerId: partner?.id, body });
      notify({ type: 'success', content: t(mode === 'new' ? 'form.created' : 'profile.updated') });
      if (mode === 'new') return navigate(PATHS.partners);
      if (mode === 'edit') return navigate(pathWithId(PATHS.partnerDetail, saved.id));
      return navigate(PATHS.profile);
    }),
  );
  const ownPositions = (positions.data ?? []).filter((p) => partner?.positionIds.includes(p.id));

  return (
    <SubmitForm
      onSubmit={submit}
      failure={failure}
      actions={
        <CancelSubmitButtons
          onCancel={() => void navigate(-1)}
          submit={t('form.submit')}
          submitting={formState.isSubmitting}
        />
      }
    >
      <SpaceBetween size="l">
        <PartnerProfileFields control={control} minExpiry={nicosiaDateOf(new Date())} />
        {administrator ? (
          <PartnerAdministrationFields control={control} positions={positions.data ?? []} />
        ) : (
          <Container header={<Header variant="h2">{t('fields.positions')}</Header>}>
            <SpaceBetween size="s">
              <Box>
                {ownPositions.map((p) => positionLabel(p, i18n.language)).join(', ') || t('detail.none')}
              </Box>
              <Alert type="info">{t('form.positionsLocked')}</Alert>
            </SpaceBetween>
          </Container>
        )}
      </SpaceBetween>
    </SubmitForm>
  );
}

/** The form once the partner (when editing) has loaded. */
function PartnerFormLoader({ mode, partnerId }: { mode: Mode; partnerId: string | undefined }) {
  const { t } = useTranslation('partners');
  const partner = usePartnerProfile(partnerId);
  const title = t(
    mode === 'new' ? 'form.newTitle' : mode === 'edit' ? 'form.updateTitle' : 'form.profileTitle',
  );
  let content;
  if (!partnerId) content = <PartnerForm mode={mode} partner={undefined} />;
  else if (partner.isError) content = <Alert type="error">{t('form.loadFailed')}</Alert>;
  else if (!partner.data) content = <Spinner size="large" />;
  else content = <PartnerForm mode={mode} partner={partner.data} />;
  return <PageLayout title={title}>{content}</PageLayout>;
}

/** `/employees/new` (administrators): "New Partner". */
export function NewPartnerPage() {
  return <PartnerFormLoader mode="new" partnerId={undefined} />;
}

/** `/employees/{id}/edit` (administrators): "Update Partner". */
export function EditPartnerPage() {
  const { partnerId } = useParams();
  return <PartnerFormLoader mode="edit" partnerId={partnerId} />;
}

/** `/profile/edit` (the partner itself): "Update Profile"; positions read-only. */
export function ProfileEditPage() {
  const viewer = useViewer();
  return <PartnerFormLoader mode="profile" partnerId={viewer.userId} />;
}
