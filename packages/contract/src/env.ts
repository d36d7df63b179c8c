/**
 * Environment variable names shared by infra (which sets them) and lambdas / local stack (which
 * read them). Only endpoints and secrets differ between AWS and the local stack.
 */
export const ENV = {
  region: 'AWS_REGION',
  tableName: 'TABLE_NAME',
  documentsBucket: 'DOCUMENTS_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  mailFrom: 'MAIL_FROM',
  /** AWS: the SES configuration set every e-mail is sent with (bounce/complaint events, reputation). */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** Country calling codes SMS may go to, comma-separated (infra sets it; +357 when unset). */
  smsCountryCodes: 'SMS_COUNTRY_CODES',
  appUrl: 'APP_URL',
  /** AWS: the SSM parameter holding the app's public URL (written by the web stack), read at cold start when APP_URL is unset. */
  appUrlParameter: 'APP_URL_PARAMETER',
  /** The company inbox: contact messages and feature ideas are e-mailed here. */
  contactInbox: 'CONTACT_INBOX',
  /** Powertools: the CloudWatch namespace of the business and error metrics (infra sets it). */
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  /** Powertools: 'true' keeps metrics off stdout (the local stack and tests, where no CloudWatch reads them). */
  metricsDisabled: 'POWERTOOLS_METRICS_DISABLED',
  /** Heed's partner intake endpoint (employee-transferToHeed), https in AWS. */
  heedIntakeUrl: 'HEED_INTAKE_URL',
  /** AWS: the Secrets Manager secret holding the intake's HMAC signing key. */
  heedSecretArn: 'HEED_SECRET_ARN',
  /** Local only: the intake's HMAC signing key itself (AWS reads it from Secrets Manager). */
  heedSigningSecret: 'HEED_SIGNING_SECRET',
  /** The company's details printed on invoices (lambdas/src/pdf/company-details.ts; infra sets them from cdk.json). */
  companyName: 'COMPANY_NAME',
  /** Address lines separated by "|". */
  companyAddress: 'COMPANY_ADDRESS',
  companyEmail: 'COMPANY_EMAIL',
  companyPhone: 'COMPANY_PHONE',
  /** Tax identification code (TIC). */
  companyTaxNumber: 'COMPANY_TAX_NUMBER',
  /** VAT registration number (e.g. CY10000000X), printed on invoices when set. */
  companyVatNumber: 'COMPANY_VAT_NUMBER',
  companyRegistrationNumber: 'COMPANY_REGISTRATION_NUMBER',
  companyBankName: 'COMPANY_BANK_NAME',
  companyIban: 'COMPANY_IBAN',
  companyBic: 'COMPANY_BIC',
  /** AWS: the Secrets Manager secret holding Stripe's keys as JSON {"secretKey", "webhookSecret"}. */
  stripeSecretArn: 'STRIPE_SECRET_ARN',
  /** Local only: Stripe's secret API key (AWS reads it from Secrets Manager). */
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  /** Local only: the webhook signing secret (whsec_…) the twin signs with. */
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** Local only: where the Stripe SDK sends API calls (the Stripe twin); unset in AWS (api.stripe.com). */
  stripeApiHost: 'STRIPE_API_HOST',
  stripeApiPort: 'STRIPE_API_PORT',
  stripeApiProtocol: 'STRIPE_API_PROTOCOL',
  /** AWS: the Secrets Manager secret (JSON {"current", "previous"}) whose values CloudFront sends in ORIGIN_HEADER. */
  originSecretArn: 'ORIGIN_SECRET_ARN',
  /** Local only: the origin header's value itself (AWS reads it from Secrets Manager). */
  originSecret: 'ORIGIN_SECRET',
  /** AWS: the Secrets Manager secret holding the VAPID keys as JSON {"publicKey", "privateKey"} (Web Push). */
  vapidSecretArn: 'VAPID_SECRET_ARN',
  /** Local only: the VAPID key pair itself, made once per stack start (AWS reads it from Secrets Manager). */
  vapidPublicKey: 'VAPID_PUBLIC_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
  /** Local only: the push-service twin's origin, the one http endpoint a subscription may name. */
  pushServiceOrigin: 'PUSH_SERVICE_ORIGIN',
  /** 'false' keeps the SMS of a new shift for partners whose push reached a phone (default: left out). */
  pushReplacesNewShiftSms: 'PUSH_REPLACES_NEW_SHIFT_SMS',
  /** Local twins only: unset in AWS, where the SDK's default endpoints apply. */
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  snsEndpoint: 'SNS_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];

/** Reads a required variable, failing loudly when it is missing. */
export function readEnv(name: EnvName): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export function readOptionalEnv(name: EnvName): string | undefined {
  return process.env[name] || undefined;
}

export const DEFAULT_REGION = 'eu-central-1';

/** Where SMS may go when SMS_COUNTRY_CODES is unset: Cyprus only. */
export const DEFAULT_SMS_COUNTRY_CODES = ['+357'] as const;
