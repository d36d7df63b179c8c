import { afterEach, describe, expect, it } from 'vitest';

import { readStageConfig } from '../lib/config';

import { cdkJsonContext } from './support/test-app';

function contextOf(values: Record<string, unknown>) {
  const context = { ...cdkJsonContext(), ...values };
  return { tryGetContext: (key: string): unknown => context[key] };
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('readStageConfig', () => {
  it('should default to the dev stage in eu-central-1, whatever region the AWS profile has', () => {
    delete process.env.CARESHIFT_STAGE;
    delete process.env.CARESHIFT_REGION;
    process.env.CDK_DEFAULT_REGION = 'us-east-1';
    const config = readStageConfig(contextOf({}));
    expect(config).toMatchObject({
      stage: 'dev',
      region: 'eu-central-1',
      prodLike: false,
      appUrl: undefined,
    });
  });

  it('should take the stage from context before the environment and treat prod and staging as prod-like', () => {
    process.env.CARESHIFT_STAGE = 'staging';
    process.env.CARESHIFT_ALARM_EMAIL = 'ops@careshift.cy';
    expect(readStageConfig(contextOf({})).prodLike).toBe(true);
    expect(
      readStageConfig(contextOf({ stage: 'prod', 'careshift:alarmEmail': 'ops@careshift.cy' })),
    ).toMatchObject({
      stage: 'prod',
      prodLike: true,
    });
    expect(readStageConfig(contextOf({ stage: 'feature-x' })).prodLike).toBe(false);
  });

  it('should refuse a stage name that cannot be part of a stack name', () => {
    expect(() => readStageConfig(contextOf({ stage: 'Prod_1' }))).toThrow(/Stage "Prod_1" is not valid/);
  });

  it('should accept only an https app URL and keep just its origin', () => {
    expect(readStageConfig(contextOf({ appUrl: 'https://app.careshift.cy/login' })).appUrl).toBe(
      'https://app.careshift.cy',
    );
    expect(() => readStageConfig(contextOf({ appUrl: 'http://app.careshift.cy' }))).toThrow(/https/);
  });

  it('should fail naming the missing setting when cdk.json lacks the contact details', () => {
    expect(() => readStageConfig(contextOf({ 'careshift:contactEmail': '' }))).toThrow(
      'CDK context "careshift:contactEmail" is not set',
    );
  });

  it('should give the company details to the PDF areas, the contact details standing in for e-mail and phone', () => {
    expect(
      readStageConfig(contextOf({ 'careshift:companyIban': 'CY17 0020 0128 0000 0012 0052 7600' })).company,
    ).toEqual({
      COMPANY_NAME: 'CareShift Ltd',
      COMPANY_ADDRESS: 'Nicosia|Cyprus',
      COMPANY_EMAIL: 'info@careshift.cy',
      COMPANY_PHONE: '+357 22 000 000',
      COMPANY_IBAN: 'CY17 0020 0128 0000 0012 0052 7600',
    });
  });

  it('should give the VAT number printed on invoices apart from the tax number (TIC)', () => {
    const { company } = readStageConfig(
      contextOf({ 'careshift:companyTaxNumber': '10000000X', 'careshift:companyVatNumber': 'CY10000000X' }),
    );
    expect(company).toMatchObject({ COMPANY_TAX_NUMBER: '10000000X', COMPANY_VAT_NUMBER: 'CY10000000X' });
  });

  it('should fail the synth naming the context key when a company detail is missing or not valid', () => {
    expect(() => readStageConfig(contextOf({ 'careshift:companyIban': 'CY00 1234' }))).toThrow(
      'careshift:companyIban (COMPANY_IBAN) is not a valid IBAN',
    );
    expect(() => readStageConfig(contextOf({ 'careshift:companyName': '' }))).toThrow(
      'careshift:companyName (COMPANY_NAME)',
    );
  });

  it('should use the root package version as the app version unless one is given', () => {
    delete process.env.CARESHIFT_APP_VERSION;
    expect(readStageConfig(contextOf({})).appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(readStageConfig(contextOf({ appVersion: '2.3.4' })).appVersion).toBe('2.3.4');
  });

  it('should fail the synth of a prod-like stage without an alarm e-mail, naming the key and how to set it', () => {
    delete process.env.CARESHIFT_ALARM_EMAIL;
    for (const stage of ['prod', 'staging', 'production'])
      expect(() => readStageConfig(contextOf({ stage }))).toThrow(
        `Stage "${stage}" is prod-like, so its alarms must reach someone: set careshift:alarmEmail (in cdk.json's context, or -c careshift:alarmEmail=ops@example.cy) or the environment variable CARESHIFT_ALARM_EMAIL`,
      );
    expect(readStageConfig(contextOf({ stage: 'dev' })).alarmEmail).toBeUndefined();
    process.env.CARESHIFT_ALARM_EMAIL = 'ops@careshift.cy';
    expect(readStageConfig(contextOf({ stage: 'prod' })).alarmEmail).toBe('ops@careshift.cy');
    expect(() => readStageConfig(contextOf({ 'careshift:alarmEmail': 'ops' }))).toThrow(
      'careshift:alarmEmail "ops" is not an e-mail address',
    );
  });

  it('should refuse an opt-in region, where CloudFront cannot deliver its standard logs, with the supported ones', () => {
    for (const region of ['eu-south-1', 'eu-central-2', 'me-south-1'])
      expect(() => readStageConfig(contextOf({ region }))).toThrow(
        new RegExp(
          `Region "${region}" is not supported: CloudFront cannot deliver its standard logs.*eu-central-1`,
        ),
      );
    process.env.CARESHIFT_REGION = 'eu-south-1';
    expect(() => readStageConfig(contextOf({}))).toThrow(/Region "eu-south-1" is not supported/);
    expect(readStageConfig(contextOf({ region: 'eu-west-1' })).region).toBe('eu-west-1');
  });

  it('should let the stage named careshift:mailIdentityStage (default prod) create the SES identity', () => {
    process.env.CARESHIFT_ALARM_EMAIL = 'ops@careshift.cy';
    expect(readStageConfig(contextOf({ stage: 'prod' })).mailIdentity).toEqual({
      ownerStage: 'prod',
      exists: false,
      create: true,
      accountAlarms: true,
    });
    expect(readStageConfig(contextOf({ stage: 'dev' })).mailIdentity).toMatchObject({
      create: false,
      accountAlarms: false,
    });
    expect(
      readStageConfig(contextOf({ stage: 'dev', 'careshift:mailIdentityStage': 'dev' })).mailIdentity,
    ).toMatchObject({ create: true, accountAlarms: true });
    expect(
      readStageConfig(contextOf({ stage: 'prod', 'careshift:mailIdentityExists': 'true' })).mailIdentity,
    ).toMatchObject({ exists: true, create: false, accountAlarms: true });
  });

  it('should read the SMS spend limit (default 1 USD, AWS default) and refuse one that is not a positive number', () => {
    expect(readStageConfig(contextOf({})).smsMonthlySpendLimitUsd).toBe(1);
    expect(
      readStageConfig(contextOf({ 'careshift:smsMonthlySpendLimitUsd': '50' })).smsMonthlySpendLimitUsd,
    ).toBe(50);
    expect(() => readStageConfig(contextOf({ 'careshift:smsMonthlySpendLimitUsd': 'ten' }))).toThrow(
      'careshift:smsMonthlySpendLimitUsd must be a positive number of USD, got "ten"',
    );
  });
});
