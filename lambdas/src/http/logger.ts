import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per container (STYLE.md rule 4). */
/** The level comes from POWERTOOLS_LOG_LEVEL or LOG_LEVEL (INFO when neither is set). */
export const logger = new Logger({ serviceName: 'careshift' });
