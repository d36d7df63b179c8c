import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import type { Operation } from '@careshift/contract';

const FIVE_MINUTES = Duration.minutes(5);

/** A share of 5xx replies of one route, in percent, above which its alarm fires (when it had 10+ calls). */
export const ROUTE_5XX_PERCENT = 5;

/**
 * SES's account reputation (AWS/SES, per account and region): AWS reviews an account at a 5 % bounce
 * rate or a 0.1 % complaint rate and may pause its sending above 10 % / 0.5 %. The alarms fire at the
 * review thresholds, while there is still time to act (docs/operations.md "Alarms").
 */
export const SES_BOUNCE_RATE_ALARM = 0.05;
export const SES_COMPLAINT_RATE_ALARM = 0.001;

/** The share of the SMS monthly spend limit at which the spend alarm fires. */
export const SMS_SPEND_ALARM_SHARE = 0.8;

/**
 * Requests the edge web ACL blocked in five minutes above which its alarm fires: an attack, or a rule
 * (rate limit, managed rule) refusing real users; a handful of blocked bots is normal.
 */
export const WAF_BLOCKED_ALARM = 300;

/** 4xx answers of the documents bucket (the filtered prefix) in five minutes that raise its alarm. */
export const DOCUMENTS_4XX_ALARM = 10;

/**
 * The operator's alarms (docs/operations.md): each fires into the stage's alarm topic, whose
 * subscribers (e-mail, chat) hear of it. Missing data is "not breaching": a quiet night is no alarm.
 */
export class OperationsAlarms extends Construct {
  constructor(
    scope: Construct,
    id: string,
    private readonly topic: ITopic,
  ) {
    super(scope, id);
  }

  private alarm(id: string, metric: IMetric, description: string, threshold = 1): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    return alarm;
  }

  /** A function's errors and throttles (any in five minutes). */
  watchFunction(name: string, fn: IFunction): void {
    this.alarm(
      `${name}Errors`,
      fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      `${name}: the function failed.`,
    );
    this.alarm(
      `${name}Throttles`,
      fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      `${name}: the function was throttled (account or reserved concurrency reached).`,
    );
  }

  /** Any message in a dead-letter queue: something failed every retry and waits for a redrive. */
  watchDeadLetters(name: string, queue: IQueue): void {
    this.alarm(
      `${name}DeadLetters`,
      queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      `${name}: messages in the dead-letter queue (see docs/operations.md "Replay a DLQ").`,
    );
  }

  /**
   * SES's account-level bounce and complaint rates (one identity and reputation per account and
   * region, so only the stage that owns the identity watches them).
   */
  watchMailReputation(): void {
    const rate = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    this.alarm(
      'SesBounceRate',
      rate('Reputation.BounceRate'),
      `SES bounce rate of the account at ${SES_BOUNCE_RATE_ALARM * 100} % or more: AWS reviews the account at 5 % and may pause sending at 10 % (docs/operations.md "Alarms").`,
      SES_BOUNCE_RATE_ALARM,
    );
    this.alarm(
      'SesComplaintRate',
      rate('Reputation.ComplaintRate'),
      `SES complaint rate of the account at ${SES_COMPLAINT_RATE_ALARM * 100} % or more: AWS reviews the account at 0.1 % and may pause sending at 0.5 % (docs/operations.md "Alarms").`,
      SES_COMPLAINT_RATE_ALARM,
    );
  }

  /** The account's SMS spend this month (AWS/SNS, per account and region) at 80 % of its limit. */
  watchSmsSpend(monthlyLimitUsd: number): void {
    const threshold = Math.round(monthlyLimitUsd * SMS_SPEND_ALARM_SHARE * 100) / 100;
    this.alarm(
      'SmsMonthlySpend',
      new Metric({
        namespace: 'AWS/SNS',
        metricName: 'SMSMonthToDateSpentUSD',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      `SMS spend this month reached ${threshold} USD, ${SMS_SPEND_ALARM_SHARE * 100} % of the account's limit of ${monthlyLimitUsd} USD (careshift:smsMonthlySpendLimitUsd): at the limit SNS stops sending sign-in codes. Raise the limit (README "SMS").`,
      threshold,
    );
  }

  /** Requests the CloudFront web ACL blocked (AWS/WAFV2, in us-east-1 for scope CLOUDFRONT). */
  watchWebAcl(metricName: string): void {
    this.alarm(
      'EdgeBlockedRequests',
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: metricName, Rule: 'ALL' },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      `The edge web ACL ${metricName} blocked ${WAF_BLOCKED_ALARM} or more requests in five minutes: an attack, or a rule refusing real users (docs/operations.md "Alarms").`,
      WAF_BLOCKED_ALARM,
    );
  }

  /** 4xx answers of a bucket's request metrics (a metrics configuration with this filter id). */
  watchBucket4xx(name: string, bucketName: string, filterId: string): void {
    this.alarm(
      `${name}4xx`,
      new Metric({
        namespace: 'AWS/S3',
        metricName: '4xxErrors',
        dimensionsMap: { BucketName: bucketName, FilterId: filterId },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      `${name}: ${DOCUMENTS_4XX_ALARM} or more requests refused (4xx) in five minutes: expired or forged upload and download links, or a CORS or policy change breaking uploads.`,
      DOCUMENTS_4XX_ALARM,
    );
  }

  /** The table's throttled requests and DynamoDB's own errors. */
  watchTable(table: ITable): void {
    const operations = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems'];
    this.alarm(
      'TableThrottles',
      new MathExpression({
        expression: operations.map((_, i) => `t${i}`).join('+'),
        usingMetrics: Object.fromEntries(
          operations.map((operation, i) => [
            `t${i}`,
            this.tableMetric(table, 'ThrottledRequests', operation),
          ]),
        ),
        period: FIVE_MINUTES,
      }),
      'DynamoDB throttled requests of the table.',
    );
    this.alarm(
      'TableSystemErrors',
      new MathExpression({
        expression: operations.map((_, i) => `e${i}`).join('+'),
        usingMetrics: Object.fromEntries(
          operations.map((operation, i) => [`e${i}`, this.tableMetric(table, 'SystemErrors', operation)]),
        ),
        period: FIVE_MINUTES,
      }),
      'DynamoDB answered requests of the table with its own errors (HTTP 500).',
    );
  }

  private tableMetric(table: ITable, metricName: string, operation: string): Metric {
    return new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: { TableName: table.tableName, Operation: operation },
      statistic: 'Sum',
      period: FIVE_MINUTES,
    });
  }

  /**
   * A provider's webhook answered 4xx three times or more in five minutes: deliveries with a bad signature
   * (a wrong signing secret after a key roll, or forgeries) or payments refused for a wrong amount or
   * currency (docs/operations.md, "Stripe").
   */
  watchWebhook(apiId: string, stage: string, operation: Operation): void {
    this.alarm(
      `Webhook4xx-${operation.id}`,
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName: '4xx',
        dimensionsMap: { ApiId: apiId, Stage: stage, Method: operation.method, Resource: operation.path },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      `${operation.method} ${operation.path} (${operation.id}): deliveries refused (bad signature or a payment that does not match its invoice).`,
      3,
    );
  }

  /**
   * The share of 5xx replies per route of the contract (API Gateway's detailed metrics), above
   * ROUTE_5XX_PERCENT % over five minutes with at least 10 calls.
   */
  watchRoutes(apiId: string, stage: string, operations: readonly Operation[]): void {
    for (const operation of operations) {
      const dimensionsMap = {
        ApiId: apiId,
        Stage: stage,
        Method: operation.method,
        Resource: operation.path,
      };
      const metric = (metricName: string) =>
        new Metric({
          namespace: 'AWS/ApiGateway',
          metricName,
          dimensionsMap,
          statistic: 'Sum',
          period: FIVE_MINUTES,
        });
      this.alarm(
        `Route5xx-${operation.id}`,
        new MathExpression({
          expression: 'IF(calls >= 10, 100 * errors / calls, 0)',
          usingMetrics: { calls: metric('Count'), errors: metric('5xx') },
          period: FIVE_MINUTES,
        }),
        `${operation.method} ${operation.path} (${operation.id}): more than ${ROUTE_5XX_PERCENT} % of replies were 5xx.`,
        ROUTE_5XX_PERCENT,
      );
    }
  }
}
