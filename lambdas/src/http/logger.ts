import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per container (STYLE.md rule 4). */
export const logger = new Logger({
  serviceName: 'careshift',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});
