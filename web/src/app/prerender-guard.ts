/**
 * The landing page's HTML is prerendered at build time for a signed-out visitor, in English
 * (index.html) and in Greek (index.el.html, `<html lang="el">`), so a phone paints it before any
 * JavaScript runs; the app then hydrates it. The web origin serves `/` in the visitor's language
 * (packages/contract/src/edge/spa-routing.ts). This script runs first and empties #root when the
 * markup does not fit the visit (another path, a language other than the document's, someone signed
 * in): the app then renders from scratch instead of hydrating.
 * The build serves it as a file (assets/prerender-guard-<hash>.js, web/vite.config.ts), not inline,
 * so the Content-Security-Policy allows our own scripts only.
 * It mirrors detectLanguage (i18n/languages.ts) and Amplify's storage keys (session-hint.ts);
 * prerender-guard.test.ts runs it against both.
 */
export const PRERENDER_GUARD_SCRIPT = `(function () {
  var root = document.getElementById('root');
  if (!root) return;
  function language(tag) {
    var base = String(tag || '').trim().toLowerCase().split(/[-_]/)[0];
    return base === 'gr' ? 'el' : base === 'en' || base === 'el' ? base : '';
  }
  try {
    var candidates = [new URLSearchParams(location.search).get('lang'), localStorage.getItem('careshift.language')]
      .concat(Array.prototype.slice.call(navigator.languages || [navigator.language]));
    var chosen = 'en';
    for (var i = 0; i < candidates.length; i++) {
      if (language(candidates[i])) { chosen = language(candidates[i]); break; }
    }
    var signedIn = false;
    for (var k = 0; k < localStorage.length; k++) {
      if (/^CognitoIdentityServiceProvider\\.[^.]+\\.LastAuthUser$/.test(localStorage.key(k) || '')) signedIn = true;
    }
    var prerendered = document.documentElement.getAttribute('lang') || 'en';
    if (location.pathname !== '/' || chosen !== prerendered || signedIn) root.innerHTML = '';
  } catch (error) {
    root.innerHTML = '';
  }
})();`;
