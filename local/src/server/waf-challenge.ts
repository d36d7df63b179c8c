import type { IncomingMessage, ServerResponse } from 'node:http';

import * as z from 'zod/mini';

import { WAF_ACTION_HEADER, WAF_CHALLENGE_ACTION, WAF_CHALLENGE_STATUS } from '@careshift/contract/edge/waf';

import { readBody, sendJson } from './http-server';

/** The CloudFront twin's test control: which requests its web ACL challenges (local only). */
export const WAF_CONTROL_PATH = '/__local/waf';

/** A challenged request: its path exactly, or every path under a prefix ending in `*`; any method unless given. */
const ruleSchema = z.object({
  path: z.string().check(z.regex(/^\/\S*$/)),
  method: z.optional(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])),
});
export type ChallengeRule = z.infer<typeof ruleSchema>;
const controlSchema = z.object({ challenge: z.array(ruleSchema) });

/**
 * The interstitial WAF answers a request that accepts text/html with: a page whose script (served by
 * AWS, token.awswaf.com) solves the challenge in the background, sets the aws-waf-token cookie and
 * reloads. The twin gives its shape; nothing solves it locally (the twin issues no tokens).
 */
export const CHALLENGE_INTERSTITIAL = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title></title>
<script>window.awsWafCookieDomainList = []; window.gokuProps = {"key":"local","iv":"local","context":"local"};</script>
<script src="https://local.token.awswaf.com/local/challenge.js"></script>
</head><body><div id="challenge-container"></div>
<script>AwsWafIntegration.saveReferrer(); AwsWafIntegration.checkForceRefresh().then((forceRefresh) => { if (forceRefresh) AwsWafIntegration.forceRefreshToken().then(() => window.location.reload(true)); else AwsWafIntegration.getToken().then(() => window.location.reload(true)); });</script>
<noscript><h1>JavaScript is disabled</h1>In order to continue, you need to verify that you're not a robot by solving a CAPTCHA puzzle. The CAPTCHA puzzle requires JavaScript. Enable JavaScript and then reload the page.</noscript>
</body></html>
`;

const matches = (rule: ChallengeRule, method: string, pathname: string) =>
  (!rule.method || rule.method === method) &&
  (rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path);

/** The twin's Challenge rules: none at start (the edge ACL challenges only GET /login page loads). */
export function createWafChallenge() {
  let rules: ChallengeRule[] = [];
  return {
    challenges: (method: string, pathname: string) => rules.some((rule) => matches(rule, method, pathname)),
    /** GET: the rules; POST {"challenge": [{"path", "method"?}]}: replaces them ([] turns them off). */
    async serveControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (req.method === 'POST') {
        let parsed;
        try {
          parsed = controlSchema.safeParse(JSON.parse((await readBody(req, 64 * 1024)).toString() || '{}'));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) {
          sendJson(res, 400, { message: 'Expected {"challenge": [{"path": "/api/…", "method"?: "POST"}]}' });
          return;
        }
        rules = parsed.data.challenge;
      } else if (req.method !== 'GET') {
        sendJson(res, 405, { message: 'GET or POST' });
        return;
      }
      sendJson(res, 200, { challenge: rules });
    },
  };
}
export type WafChallenge = ReturnType<typeof createWafChallenge>;

/**
 * WAF's Challenge answer, as AWS documents it (ChallengeAction) and sends it: 202, `x-amzn-waf-action:
 * challenge`, an HTML content type and no caching; the interstitial page only when the request
 * accepts text/html (a page load), else an empty body (a fetch from a page). The request never
 * reaches the origin.
 */
export function answerChallenge(
  req: IncomingMessage,
  res: ServerResponse,
  extraHeaders: Record<string, string>,
): void {
  req.resume();
  const body = /\btext\/html\b/i.test(req.headers.accept ?? '') ? CHALLENGE_INTERSTITIAL : '';
  res.writeHead(WAF_CHALLENGE_STATUS, {
    ...extraHeaders,
    [WAF_ACTION_HEADER]: WAF_CHALLENGE_ACTION,
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-store, max-age=0',
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
