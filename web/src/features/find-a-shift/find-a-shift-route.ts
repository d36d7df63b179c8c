import { registerNamespaces } from '../../i18n';
import { findShiftNamespace, requestsNamespace } from '../requests/shift-namespaces';

export { FindAShiftPage } from './find-a-shift-page';

registerNamespaces({ ...requestsNamespace, ...findShiftNamespace });
