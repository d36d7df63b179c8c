import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { TRIGGER_FILES } from '../lib/constructs/user-directory';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp({ operations: POSITIONS_ONLY });
const auth = templateOf(dev.synth(), dev.stacks.auth);
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  dev.stacks.auth.getLogicalId(construct.node.defaultChild as never);

describe('AuthStack', () => {
  it('should let only administrators create accounts (no self sign-up)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('should sign users in by e-mail or phone number, case-insensitively', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email', 'phone_number'],
      UsernameConfiguration: { CaseSensitive: false },
    });
  });

  it('should apply the password rule of e-mail users: at least 12 characters', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 12 }) },
    });
  });

  it('should offer authenticator-app MFA (TOTP) only, optional per user', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('should let the pre-token trigger read whether a user has MFA on, and nothing more', () => {
    const role = dev.stacks.auth.users.triggers['pre-token-generation'].role;
    auth.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: dev.stacks.auth.getLogicalId(role.node.defaultChild as never) }],
      PolicyDocument: {
        Statement: [
          {
            Action: 'cognito-idp:AdminGetUser',
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [logicalId(dev.stacks.auth.users.userPool), 'Arn'] },
          },
        ],
      },
    });
  });

  it('should hold role and companyId as mutable custom attributes', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'companyId', AttributeDataType: 'String', Mutable: true }),
      ]),
    });
  });

  it('should recover accounts by verified e-mail only', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('should wire the sign-in, message and post-confirmation triggers to their own Lambdas', () => {
    const triggers = dev.stacks.auth.users.triggers;
    expect(Object.keys(triggers).sort()).toEqual([...TRIGGER_FILES].sort());
    const arnOf = (name: (typeof TRIGGER_FILES)[number]) => ({
      'Fn::GetAtt': [logicalId(triggers[name].fn), 'Arn'],
    });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        DefineAuthChallenge: arnOf('define-auth-challenge'),
        CreateAuthChallenge: arnOf('create-auth-challenge'),
        VerifyAuthChallengeResponse: arnOf('verify-auth-challenge'),
        PreTokenGeneration: arnOf('pre-token-generation'),
        CustomMessage: arnOf('custom-message'),
        PostConfirmation: arnOf('post-confirmation'),
      },
    });
    for (const name of TRIGGER_FILES) {
      auth.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: arnOf(name),
      });
    }
  });

  it('should keep the original e-mail until a changed one is verified with its code (issue 29)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('should let the post-confirmation trigger send mail only from the stage identity, and both message triggers know the app URL', () => {
    const { triggers } = dev.stacks.auth.users;
    const envOf = (name: 'custom-message' | 'post-confirmation') =>
      resourcesOf(auth, 'AWS::Lambda::Function').find(
        ([logical]) => logical === logicalId(triggers[name].fn),
      )?.[1]?.Properties.Environment as { Variables: Record<string, unknown> };
    for (const name of ['custom-message', 'post-confirmation'] as const) {
      const variables = envOf(name).Variables;
      expect(Object.keys(variables).some((key) => key === 'APP_URL' || key === 'APP_URL_PARAMETER')).toBe(
        true,
      );
    }
    expect(envOf('post-confirmation').Variables).toHaveProperty('MAIL_FROM');
    const policies = resourcesOf(auth, 'AWS::IAM::Policy').map(([, p]) => p.Properties);
    const mailing = policies.filter((p) => JSON.stringify(p).includes('ses:SendEmail'));
    expect(mailing.map((p) => p.Roles)).toEqual([[{ Ref: logicalId(triggers['post-confirmation'].role) }]]);
  });

  it('should give the web client password and custom (SMS code) sign-in only, with existence errors hidden', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it('should never let a user write their own role or companyId', () => {
    const [[, client] = []] = resourcesOf(auth, 'AWS::Cognito::UserPoolClient');
    const writable = client?.Properties.WriteAttributes as string[];
    expect(writable.length).toBeGreaterThan(0);
    expect(writable).not.toContain('custom:role');
    expect(writable).not.toContain('custom:companyId');
    expect(writable).not.toContain('email');
    expect(client?.Properties.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:role', 'custom:companyId']),
    );
  });

  it('should let only the create-challenge trigger send SMS, to phone numbers and never to topics', () => {
    const policies = resourcesOf(auth, 'AWS::IAM::Policy').map(([, p]) => p.Properties);
    const sending = policies.filter((p) => JSON.stringify(p).includes('sns:Publish'));
    expect(sending).toHaveLength(1);
    const createRole = logicalId(dev.stacks.auth.users.triggers['create-auth-challenge'].role);
    expect(sending[0]?.Roles).toEqual([{ Ref: createRole }]);
    const statements = (sending[0]?.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Allow',
          Action: 'sns:Publish',
          Resource: '*',
          Condition: { StringEquals: { 'aws:RequestedRegion': { Ref: 'AWS::Region' } } },
        }),
        expect.objectContaining({
          Effect: 'Deny',
          Action: 'sns:Publish',
          Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':sns:*:*:*']] },
        }),
      ]),
    );
  });

  it('should retain and deletion-protect the user pool in a prod-like stage only', () => {
    const prod = buildTestApp({
      operations: POSITIONS_ONLY,
      context: { stage: 'prod', 'careshift:alarmEmail': 'ops@careshift.cy' },
    });
    const prodAuth = templateOf(prod.synth(), prod.stacks.auth);
    prodAuth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
  });

  it('should send no SMS from Cognito itself (no SNS role on the pool)', () => {
    const [[, pool] = []] = resourcesOf(auth, 'AWS::Cognito::UserPool');
    expect(pool?.Properties.SmsConfiguration).toBeUndefined();
  });
});
