import {
  createAttendanceRepository,
  createClientRepository,
  createSettingsRepository,
  createShiftRepositories,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { repositoriesOf } from '../repositories';

/** What the attendance use cases receive: punches and timesheets, the shifts they are of, the clock. */
export type AttendanceDeps = Pick<Repositories, 'attendance' | 'shifts' | 'clients' | 'settings'> & {
  clock: Clock;
};

/** The attendance area's repositories (only these modules in its bundle) and the clock. */
export function attendanceDeps(): AttendanceDeps {
  const repositories = repositoriesOf({
    attendance: createAttendanceRepository,
    shifts: createShiftRepositories,
    clients: createClientRepository,
    settings: createSettingsRepository,
  });
  return { ...repositories, clock };
}
