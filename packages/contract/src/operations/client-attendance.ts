import { defineOperation } from '../operation';

import { clientAttendanceBodySchema, facilityPointBodySchema } from './attendance-schemas';
import { clientIdPath, clientSchema } from './clients';

export {
  clientAttendanceFormSchema,
  facilityPointBodySchema,
  type ClientAttendanceBody,
  type ClientAttendanceForm,
  type FacilityPoint,
  type FacilityPointBody,
} from './attendance-schemas';

/*
 * An organisation's attendance settings (issue 34): its clock-in radius and rounding rule, and its
 * facility point, where its building is. Its users and administrators place the point; only an
 * administrator confirms it, and only a confirmed point is measured against (the domain's
 * attendance/facility-point.ts).
 */

export const clientUpdateAttendance = defineOperation({
  id: 'client-updateAttendance',
  method: 'PUT',
  path: '/api/clients/{clientId}/attendance',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary:
    "Set the organisation's clock-in radius (whole metres, 50–5000) and rounding rule of worked time (to the minute, 5 or 15 minutes); a field left out keeps what is stored. Whoever may edit the organisation (its users, administrators).",
  input: { path: clientIdPath, body: clientAttendanceBodySchema },
  output: clientSchema,
});

export const clientPlaceFacilityPoint = defineOperation({
  id: 'client-placeFacilityPoint',
  method: 'PUT',
  path: '/api/clients/{clientId}/facility-point',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary:
    "Place the organisation's facility point (a map pin, in Cyprus). The same point keeps its confirmation; another point is unconfirmed until an administrator confirms it, and until then punches are not measured against it.",
  input: { path: clientIdPath, body: facilityPointBodySchema },
  output: clientSchema,
});

export const clientConfirmFacilityPoint = defineOperation({
  id: 'client-confirmFacilityPoint',
  method: 'POST',
  path: '/api/clients/{clientId}/facility-point/confirm',
  access: ['SYSTEM_USER'],
  area: 'clients',
  summary:
    "Confirm the organisation's facility point (administrators): this point, placed or moved in the same step, with who confirmed it and when. Clock-ins and clock-outs are measured against it from then on; a later change of the address's street, city or postal code un-confirms it.",
  input: { path: clientIdPath, body: facilityPointBodySchema },
  output: clientSchema,
});
