import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CITIES } from '@careshift/contract';
import type { NoticePreferencesBody } from '@careshift/contract';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '@careshift/domain/notifications/partner-notice-preferences';

import { useNotify } from '../../app/shell/notifications';
import { useCityLabel } from '../../hooks/use-city-label';
import { usePartnerNotificationMutations } from '../../hooks/use-push-notifications';

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

/** The new-shift filters: cities, nights only, favourites only. */
function NewShiftFilters({
  value,
  onChange,
}: {
  value: NoticePreferencesBody['newShifts'];
  onChange: (next: NoticePreferencesBody['newShifts']) => void;
}) {
  const { t } = useTranslation('pushNotifications');
  const cityLabel = useCityLabel();
  const options = CITIES.map((city) => ({ value: city, label: cityLabel(city) }));
  return (
    <SpaceBetween size="xs">
      <FormField label={t('filters.cities')} description={t('filters.citiesHint')}>
        <Multiselect
          selectedOptions={options.filter((option) => value.cities.includes(option.value))}
          options={options}
          placeholder={t('filters.everyCity')}
          onChange={({ detail }) =>
            onChange({
              ...value,
              cities: detail.selectedOptions.map((o) => o.value as (typeof CITIES)[number]),
            })
          }
        />
      </FormField>
      <Toggle
        checked={value.nightsOnly}
        onChange={({ detail }) => onChange({ ...value, nightsOnly: detail.checked })}
      >
        {t('filters.nightsOnly')}
      </Toggle>
      <Toggle
        checked={value.favouritesOnly}
        onChange={({ detail }) => onChange({ ...value, favouritesOnly: detail.checked })}
      >
        {t('filters.favouritesOnly')}
      </Toggle>
    </SpaceBetween>
  );
}

/** Quiet hours on the Nicosia clock: on or off, from and until. */
function QuietHoursField({
  value,
  onChange,
}: {
  value: NoticePreferencesBody['quietHours'];
  onChange: (next: NoticePreferencesBody['quietHours']) => void;
}) {
  const { t } = useTranslation('pushNotifications');
  return (
    <FormField label={t('quiet.title')} description={t('quiet.description')}>
      <SpaceBetween size="xs">
        <Toggle
          checked={Boolean(value)}
          onChange={({ detail }) => onChange(detail.checked ? DEFAULT_QUIET : undefined)}
        >
          {t('quiet.on')}
        </Toggle>
        {value && (
          <SpaceBetween size="xs" direction="horizontal">
            <FormField label={t('quiet.from')}>
              <TimeInput
                format="hh:mm"
                value={value.start}
                onChange={({ detail }) => onChange({ ...value, start: detail.value })}
              />
            </FormField>
            <FormField label={t('quiet.until')}>
              <TimeInput
                format="hh:mm"
                value={value.end}
                onChange={({ detail }) => onChange({ ...value, end: detail.value })}
              />
            </FormField>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}

/** What the partner hears of and by which channel (push, SMS, e-mail), new-shift filters, quiet hours. */
export function NoticeChoicesForm({ partnerId, saved }: { partnerId: string; saved: NoticePreferencesBody }) {
  const { t } = useTranslation('pushNotifications');
  const notify = useNotify();
  const { save } = usePartnerNotificationMutations(partnerId);
  const [choices, setChoices] = useState(saved);
  const setChannel = (
    topic: (typeof NOTICE_TOPICS)[number],
    channel: (typeof NOTICE_CHANNELS)[number],
    on: boolean,
  ) =>
    setChoices({
      ...choices,
      channels: { ...choices.channels, [topic]: { ...choices.channels[topic], [channel]: on } },
    });
  const submit = async () => {
    await save.mutateAsync(choices);
    notify({ type: 'success', content: t('choices.saved') });
  };
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={1} borders="horizontal">
        {NOTICE_TOPICS.map((topic) => (
          <FormField key={topic} label={t(`topics.${topic}`)}>
            <SpaceBetween size="m" direction="horizontal">
              {NOTICE_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  checked={choices.channels[topic][channel]}
                  onChange={({ detail }) => setChannel(topic, channel, detail.checked)}
                >
                  {t(`channels.${channel}`)}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
        ))}
      </ColumnLayout>
      <NewShiftFilters
        value={choices.newShifts}
        onChange={(newShifts) => setChoices({ ...choices, newShifts })}
      />
      <QuietHoursField
        value={choices.quietHours}
        onChange={(quietHours) => setChoices({ ...choices, quietHours })}
      />
      <Button variant="primary" onClick={() => void submit()} loading={save.isPending}>
        {t('choices.save')}
      </Button>
    </SpaceBetween>
  );
}
