import { logError } from '../http/logger';

import { outboxSenderDeps } from './outbox-sender-deps';
import { createOutboxStreamHandler } from './outbox-stream';

/** The outbox sender's Lambda: the table's stream, filtered to new notification intents (infra). */
export const handler = createOutboxStreamHandler(outboxSenderDeps, logError);
