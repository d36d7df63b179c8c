/**
 * A signed-in partner's first list request, sent by route-preload's script in index.html's head rather
 * than after the app's chunks have downloaded and run (issue 37 item 2,
 * docs/decisions/performance/early-list-request.md): on a slow phone the list's reply then arrives while the
 * chunks still download, and the page draws its first card as soon as it mounts. The app takes the
 * reply over (web/src/app/early-replies.ts) only for the very request it would send itself: the same
 * address and the same bearer token; otherwise it sends its own.
 */

/**
 * The first page's list request of each partner page, as the app builds it with no filter chosen
 * (early-replies.test.ts keeps these equal to the app's own requests).
 */
export const EARLY_REQUESTS: Record<string, string> = {
  '/find-a-shift': '/api/requests/find-a-shift?statuses=VERIFIED%2CCLAIMED',
  '/my-requests': '/api/requests/mine?sort=startDate&direction=desc',
};

/** The global the script leaves the replies in, keyed by `${url} ${authorization}`. */
export const EARLY_REPLIES_GLOBAL = '__careshiftEarlyReplies';

/** The same freshness the app asks of a stored ID token before using it without Amplify (app/session.ts). */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * A function of the script (ES5, no build step): sends the page's request with the stored ID token of
 * a partner whose token is fresh, on the page's unfiltered address only; does nothing otherwise.
 */
export function earlyRepliesFunction(): string {
  return `function earlyReply(requests) {
    var url = requests[location.pathname];
    if (!url || location.search) return;
    try {
      var token;
      for (var k = 0; k < localStorage.length; k++) {
        var match = /^(CognitoIdentityServiceProvider\\.[^.]+)\\.LastAuthUser$/.exec(localStorage.key(k) || '');
        if (match) token = localStorage.getItem(match[1] + '.' + localStorage.getItem(match[0]) + '.idToken');
      }
      if (!token) return;
      var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var claims = JSON.parse(atob(part));
      if (typeof claims.exp !== 'number' || claims.exp * 1000 - Date.now() <= ${FRESH_FOR_MS}) return;
      if ((claims.role || claims['custom:role']) !== 'EMPLOYEE') return;
      var authorization = 'Bearer ' + token;
      var reply = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
      reply.catch(function () {});
      var replies = window.${EARLY_REPLIES_GLOBAL} = window.${EARLY_REPLIES_GLOBAL} || {};
      replies[url + ' ' + authorization] = { at: Date.now(), reply: reply };
    } catch (error) {
      return;
    }
  }`;
}
