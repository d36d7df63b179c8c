// The first-call walkthrough at the top of docs/api.md (issue 33, item 7): written for an integrator
// who has only the app's address and an account.

export const FIRST_CALL = `## Your first call

The API is under \`/api\` on the app's own address (CloudFront sends it to API Gateway); the OpenAPI 3.1
document is \`GET /api/openapi.json\` (the same as \`docs/openapi.json\`). Sign-in is Amazon Cognito's.

**1. Read the sign-in settings** from the app's \`/config.json\`:

\`\`\`sh
APP=https://app.example.com            # the app's address
curl -s $APP/config.json               # {"region":"eu-central-1","userPoolId":"eu-central-1_…","userPoolClientId":"…",…}
\`\`\`

The Cognito endpoint is \`https://cognito-idp.<region>.amazonaws.com/\` (on the local stack, \`userPoolEndpoint\`
in the same file: the auth twin's address).

**2. Sign in and keep the ID token.** E-mail users (administrators, organisations) use \`USER_PASSWORD_AUTH\`:

\`\`\`sh
curl -s https://cognito-idp.eu-central-1.amazonaws.com/ \\
  -H 'Content-Type: application/x-amz-json-1.1' \\
  -H 'X-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth' \\
  -d '{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"<userPoolClientId>",
       "AuthParameters":{"USERNAME":"you@example.com","PASSWORD":"…"}}'
\`\`\`

The reply's \`AuthenticationResult.IdToken\` is what the API takes. An administrator first gets
\`"ChallengeName":"SOFTWARE_TOKEN_MFA"\`: answer it with \`RespondToAuthChallenge\` (same endpoint, target
\`AWSCognitoIdentityProviderService.RespondToAuthChallenge\`) and
\`{"ChallengeName":"SOFTWARE_TOKEN_MFA","ClientId":…,"Session":…,"ChallengeResponses":{"USERNAME":…,"SOFTWARE_TOKEN_MFA_CODE":"123456"}}\`.
Partners sign in with their phone: \`"AuthFlow":"CUSTOM_AUTH"\` with \`{"USERNAME":"+3579…"}\`, then answer
\`CUSTOM_CHALLENGE\` with the SMS code as \`ANSWER\`. An ID token lasts one hour; \`REFRESH_TOKEN_AUTH\` with the
\`RefreshToken\` gets a new one for 30 days.

**3. Call the API** with the ID token as a bearer token:

\`\`\`sh
curl -s $APP/api/positions -H "Authorization: Bearer $ID_TOKEN"
\`\`\`

| Reply | Why |
|---|---|
| 401 \`{"message":"Unauthorized"}\` | API Gateway: no token, or an expired or forged one (this reply has no \`code\`) |
| 401 \`ID_TOKEN_REQUIRED\` | the access token was sent: send \`IdToken\`, which carries the role and organisation |
| 401 \`BEARER_TOKEN_REQUIRED\` | the header lacks \`Bearer \` |
| 401 \`NOT_SIGNED_IN\` | the sign-in was revoked (account disabled, role changed): sign in again |
| 403 \`NOT_ALLOWED\` | your role may not call this operation (each operation lists its roles) |
| 404 \`{"message":"Not Found"}\` | API Gateway: no such route (path or method) |
| 400 \`INVALID_INPUT\` | bad input: \`fieldErrors\` names each field; an unknown query parameter is refused too |

**4. Lists** answer \`{"items": […], "cursor": "…"}\`: send \`cursor\` back with the same filters for the next page
(\`null\` on the last). List filters take \`statuses=A,B\` or \`statuses=A&statuses=B\`; an empty value is 400.
Request bodies are JSON, at most 512 KiB. Every error reply the API writes is \`{message, code, fieldErrors?}\`;
the codes and their meanings are \`ErrorCode\` in the document.
`;
