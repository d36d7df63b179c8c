import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { routeKey } from '@careshift/contract';
import type { Area, Operation } from '@careshift/contract';

import { routeThrottles, STAGE_THROTTLE } from '../edge-limits';
import type { ThrottleSettings } from '../edge-limits';
import { acknowledge } from '../nag';

export interface ContractApiProps {
  operations: readonly Operation[];
  functionFor: (area: Area) => IFunction;
  userPool: IUserPool;
  userPoolClientId: string;
  retain: boolean;
  /** The stage's default route throttle (requests per second, steady and burst). */
  throttle?: ThrottleSettings;
}

const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userAgent: '$context.identity.userAgent',
});

/**
 * The HTTP API, with one route per operation of the contract (never listed by hand): each route
 * goes to its area's Lambda; public operations have no authorizer, every other one the JWT
 * authorizer (issuer: the user pool, audience: the web app client). Roles and ownership are
 * checked by the handler from the token's claims.
 */
export class ContractApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly authorizer: HttpJwtAuthorizer;

  constructor(scope: Construct, id: string, props: ContractApiProps) {
    super(scope, id);
    const keys = props.operations.map(routeKey);
    const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
    if (duplicate) throw new Error(`Two operations of the contract share the route ${duplicate}`);

    this.api = new HttpApi(this, 'Api', {
      description: 'CareShift API: the operations of @careshift/contract',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? STAGE_THROTTLE,
      // Per-route metrics (Method, Resource), which the per-route 5xx alarms read.
      detailedMetricsEnabled: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
    const region = Stack.of(this).region;
    this.authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClientId] },
    );
    this.addRoutes(props);
    this.throttleRoutes(props.operations);
  }

  /** Tighter throttles on the routes the contract makes public (edge-limits.ts routeThrottles). */
  private throttleRoutes(operations: readonly Operation[]): void {
    // routeSettings is untyped JSON in the L1: its keys are written as CloudFormation spells them.
    const stage = this.stage.node.defaultChild;
    if (!(stage instanceof CfnStage)) throw new Error('The HTTP API stage has no CfnStage');
    stage.routeSettings = Object.fromEntries(
      Object.entries(routeThrottles(operations)).map(([key, limits]) => [
        key,
        { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit },
      ]),
    );
  }

  /** The API's host name, for the CloudFront origin. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  private addRoutes(props: ContractApiProps): void {
    const integrations = new Map<Area, HttpLambdaIntegration>();
    const integrationFor = (area: Area) => {
      let integration = integrations.get(area);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${area}-integration`, props.functionFor(area), {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        });
        integrations.set(area, integration);
      }
      return integration;
    };
    for (const operation of props.operations) {
      const isPublic = operation.access === 'public';
      const authorizer: IHttpRouteAuthorizer = isPublic ? new HttpNoneAuthorizer() : this.authorizer;
      const [route] = this.api.addRoutes({
        path: operation.path,
        methods: [HttpMethod[operation.method]],
        integration: integrationFor(operation.area),
        authorizer,
      });
      if (isPublic && route) {
        acknowledge(
          route,
          'AwsSolutions-APIG4',
          `Public by the contract: ${operation.id} (${operation.summary}); the route has its own tight throttle and the WAF rate-limits /api/public/*.`,
        );
      }
    }
  }
}
