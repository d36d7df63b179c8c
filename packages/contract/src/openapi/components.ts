import { MAX_BODY_BYTES } from '../errors';

import { errorCodeMeanings, GATEWAY_REPLIES } from './error-catalog';
import type { JsonSchema } from './json-schema';

/** The scheme every signed-in operation names: the Cognito user pool's ID token as a bearer token. */
export const SECURITY_SCHEME = 'cognito';

const SIGN_IN =
  'Cognito (OpenID Connect) signs users in; the API accepts the **ID token** (not the access token: 401 ' +
  '`ID_TOKEN_REQUIRED`) as `Authorization: Bearer <ID token>` (401 `BEARER_TOKEN_REQUIRED` without `Bearer `). ' +
  "The pool's region, id and app client id are in the app's `/config.json` (`region`, `userPoolId`, " +
  "`userPoolClientId`). Flows, all through Cognito's `InitiateAuth` at `https://cognito-idp.{region}.amazonaws.com/` " +
  '(header `X-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth`): `USER_PASSWORD_AUTH` for e-mail ' +
  'users (administrators then answer `SOFTWARE_TOKEN_MFA` with their authenticator code in `RespondToAuthChallenge`), ' +
  '`CUSTOM_AUTH` for partners (an SMS code answered in `RespondToAuthChallenge`), and `REFRESH_TOKEN_AUTH` for ' +
  'a new ID token within 30 days. See docs/api.md for a first call.';

export function components(): JsonSchema {
  const meanings = errorCodeMeanings();
  const codes = Object.keys(meanings).sort();
  return {
    securitySchemes: {
      [SECURITY_SCHEME]: {
        type: 'openIdConnect',
        openIdConnectUrl:
          'https://cognito-idp.eu-central-1.amazonaws.com/{userPoolId}/.well-known/openid-configuration',
        description: SIGN_IN,
      },
    },
    schemas: {
      ErrorCode: {
        type: 'string',
        description: `What went wrong, for programs (the \`message\` is for people and may change):\n\n${codes
          .map((code) => `- \`${code}\`: ${meanings[code]}`)
          .join('\n')}`,
        enum: codes,
        'x-enumDescriptions': meanings,
      },
      ErrorReply: {
        type: 'object',
        description: 'Every error reply the API itself writes.',
        required: ['message', 'code'],
        properties: {
          message: { type: 'string', description: 'What went wrong, in English, for people.' },
          code: { $ref: '#/components/schemas/ErrorCode' },
          fieldErrors: {
            type: 'object',
            description: 'Invalid input: the message of each field, by its name (`shifts.0.startDate`…).',
            additionalProperties: { type: 'string' },
          },
          fieldMessages: {
            type: 'object',
            description:
              'The key and parameters of each `fieldErrors` message that has one, for a client to show it in ' +
              "its reader's language: `{key: 'startTooFar', params: {days: '90'}}` is \"Start must be at most " +
              '{{days}} days from now." (keys and English and Greek texts: `validationMessages` of the contract).',
            additionalProperties: {
              type: 'object',
              required: ['key'],
              properties: {
                key: { type: 'string' },
                params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
              },
            },
          },
          params: {
            type: 'object',
            description:
              "What the message names, for a client to say it in its own language: a refused claim's held shift (`ref`, `start`, `end`), `hours`, `limit`, the licence day (`date`), the overdue `invoices`.",
            additionalProperties: { type: ['string', 'number'] },
          },
        },
      },
      GatewayReply: {
        type: 'object',
        description:
          "A reply API Gateway writes itself, which an HTTP API cannot shape: no `code`. The JWT authorizer's 401 " +
          '(missing, expired or forged token), 404 for a path or method no route matches, 413 over 10 MB, 429 ' +
          'over the stage throttle, 500 or 503 when the function fails or times out.',
        required: ['message'],
        additionalProperties: false,
        properties: { message: { type: 'string', enum: [...new Set(Object.values(GATEWAY_REPLIES))] } },
      },
    },
  };
}

/** The content of a JSON request body: its schema and the size limit. */
export function requestBody(schema: JsonSchema): JsonSchema {
  return {
    required: true,
    description: `JSON (\`Content-Type: application/json\`), at most ${MAX_BODY_BYTES / 1024} KiB (413 \`PAYLOAD_TOO_LARGE\` over it).`,
    content: { 'application/json': { schema } },
  };
}
