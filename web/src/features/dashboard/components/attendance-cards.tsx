import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { MonthlyStatistics } from '@careshift/contract';

import { PATHS } from '../../../app/paths';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';

/** Hours worked this month (approved and settled timesheets) and timesheets awaiting approval (issue 34). */
export function AttendanceCards({ attendance }: { attendance: MonthlyStatistics['attendance'] }) {
  const { t } = useTranslation('dashboard');
  if (!attendance) return null;
  const hours = new Intl.NumberFormat(currentLanguage() === 'el' ? 'el-GR' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(attendance.workedMinutesThisMonth / 60);
  return (
    <ColumnLayout columns={2} minColumnWidth={200}>
      <Container fitHeight data-testid="dashboard-attendance-card">
        <SpaceBetween size="xxs">
          <Box variant="awsui-key-label">{t('cards.hoursWorked')}</Box>
          <Box variant="awsui-value-large">{hours}</Box>
        </SpaceBetween>
      </Container>
      <Container fitHeight data-testid="dashboard-attendance-card">
        <SpaceBetween size="xxs">
          <Box variant="awsui-key-label">{t('cards.timesheetsAwaiting')}</Box>
          <Box variant="awsui-value-large">{String(attendance.timesheetsAwaitingApproval)}</Box>
          <RouterLink href={PATHS.timesheets}>{t('cards.showTimesheets')}</RouterLink>
        </SpaceBetween>
      </Container>
    </ColumnLayout>
  );
}
