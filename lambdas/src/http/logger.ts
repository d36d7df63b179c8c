import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per container (STYLE.md rule 4). */
/** The level comes from POWERTOOLS_LOG_LEVEL or LOG_LEVEL (INFO when neither is set). */
export const logger = new Logger({ serviceName: 'careshift' });

/** The use cases' `logError`: an error line through the container's logger. */
export function logError(message: string, details: Record<string, unknown>): void {
  logger.error(message, details);
}
