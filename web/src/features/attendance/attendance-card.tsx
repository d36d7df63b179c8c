import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';

import { AttendanceControls } from './attendance-controls';

/** The shift page's attendance card for the partner holding the shift. */
export function AttendanceCard({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('clockIn');
  return (
    <Container
      header={
        <Header variant="h2" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      <AttendanceControls shiftId={shiftId} />
    </Container>
  );
}
