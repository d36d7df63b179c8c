import { registerNamespaces } from '../../i18n';
import { findShiftNamespace, requestsNamespace } from '../requests/shift-namespaces';

export { MyShiftsPage } from './my-shifts-page';

registerNamespaces({ ...requestsNamespace, ...findShiftNamespace });
