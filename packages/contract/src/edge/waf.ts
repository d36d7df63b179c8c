/**
 * AWS WAF's answers as a browser sees them (docs: ChallengeAction). A Challenge answers a request
 * without a valid token with 202, this header set to `challenge`, and (when the request accepts
 * text/html) a JavaScript interstitial; nothing reaches the API. The web client must never take such
 * an answer for the API's success; the local CloudFront twin can give it (test control).
 */
export const WAF_ACTION_HEADER = 'x-amzn-waf-action';
export const WAF_CHALLENGE_ACTION = 'challenge';
/** The status of a Challenge answer ("202 Request Accepted"). */
export const WAF_CHALLENGE_STATUS = 202;

/**
 * The status of every success of the API: the pipeline answers 200 with the operation's output (or
 * a file). Anything else that looks like success (a 202 from WAF, a 204 from a proxy) is not.
 */
export const API_SUCCESS_STATUS = 200;
