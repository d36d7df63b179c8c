import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { clientAttendanceFormSchema } from '@careshift/contract';
import type { Client, ClientAttendanceBody, ClientAttendanceForm } from '@careshift/contract';
import { ROUNDING_RULES } from '@careshift/domain/attendance/vocabulary';

import { isApiError } from '../../../api/client';
import { useNotify } from '../../../app/shell/notifications';
import { ControlledField, InputField } from '../../../components/controlled-field';
import { SectionForm } from '../../../components/section-form';
import { useSubmitState } from '../../../hooks/use-submit-state';
import { useClientAttendanceMutations } from '../use-client-attendance';

/**
 * The organisation's clock-in radius and rounding rule (issue 34), saved with client-updateAttendance:
 * its users and administrators (the same people who edit the organisation).
 */
export function AttendanceSettingsForm({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const { settings } = useClientAttendanceMutations(client.id);
  const submit = useSubmitState();
  const saved = client.attendance ?? { radiusMetres: 300, roundingRule: 'MINUTE' as const };
  const form = useForm<ClientAttendanceForm, unknown, ClientAttendanceBody>({
    resolver: zodResolver(clientAttendanceFormSchema),
    defaultValues: { radiusMetres: String(saved.radiusMetres), roundingRule: saved.roundingRule },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await submit.run(() => settings.mutateAsync(body));
    if (outcome.ok) return notify({ type: 'success', content: t('attendance.saved') });
    if (!isApiError(outcome.error)) return;
    for (const [key, message] of Object.entries(outcome.error.fieldErrors)) {
      if (key === 'radiusMetres' || key === 'roundingRule')
        form.setError(key as Path<ClientAttendanceForm>, { type: 'server', message });
    }
  });

  return (
    <SectionForm
      onSubmit={onSubmit}
      submit={submit}
      title={t('attendance.settingsTitle')}
      description={t('attendance.settingsDescription')}
      saveLabel={t('attendance.save')}
    >
      <SpaceBetween size="l">
        <InputField
          control={form.control}
          name="radiusMetres"
          label={t('attendance.radius')}
          description={t('attendance.radiusHint')}
          constraintText={t('attendance.radiusConstraint')}
          inputMode="numeric"
          type="text"
        />
        <ControlledField
          control={form.control}
          name="roundingRule"
          label={t('attendance.rounding')}
          description={t('attendance.roundingHint')}
        >
          {(field) => (
            <RadioGroup
              value={String(field.value ?? '')}
              onChange={({ detail }) => field.onChange(detail.value)}
              items={ROUNDING_RULES.map((rule) => ({
                value: rule,
                label: t(`attendance.roundingRules.${rule}`),
              }))}
            />
          )}
        </ControlledField>
      </SpaceBetween>
    </SectionForm>
  );
}
