import { ENV } from '@careshift/contract';

import { HEED_INTAKE_PATH, LOCAL_HEED_SECRET } from './heed-intake-twin';
import { localPushEnvironment } from './push-service-twin';

/**
 * What the handlers read to reach the messaging twin, as they reach AWS and Heed: SNS and SES
 * endpoints, Heed's intake and signing key, and the push configuration (VAPID keys made once per
 * start, the push-service twin's origin).
 */
export function messagingEnvironment(messagingUrl: string): Record<string, string> {
  return {
    [ENV.snsEndpoint]: messagingUrl,
    [ENV.sesEndpoint]: messagingUrl,
    [ENV.heedIntakeUrl]: `${messagingUrl}${HEED_INTAKE_PATH}`,
    [ENV.heedSigningSecret]: LOCAL_HEED_SECRET,
    ...localPushEnvironment(messagingUrl),
  };
}
