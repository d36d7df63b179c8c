import { createHash } from 'node:crypto';

import { colorBackgroundHomeHeader, fontFamilyBase } from '@cloudscape-design/design-tokens';
import type { Plugin, Rollup } from 'vite';

import { EARLY_REQUESTS, earlyRepliesFunction } from './early-replies';
import { MOBILE_NAVIGATION_QUERY } from './src/app/shell/mobile-navigation';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The chunks a signed-in partner's first page needs, by address: the portal layout, the partner's
 * shell and the page's route module (web/src/app/router.tsx loads them with `lazy`).
 */
const PARTNER_ROUTES: Record<string, string> = {
  '/find-a-shift': 'src/features/partner-shifts/find-a-shift-route.ts',
  '/my-requests': 'src/features/partner-shifts/my-shifts-route.ts',
};
const PARTNER_LAYOUT = ['src/app/shell/portal-route.tsx', 'src/app/shell/partner-shell.tsx'];

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** A chunk and everything it imports statically: its JS files and then its CSS files. */
function closure(bundle: OutputBundle, modules: readonly string[]): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || scripts.has(fileName)) return;
    scripts.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  for (const module of modules) {
    const entry = Object.values(bundle)
      .filter(isChunk)
      .find((output) => output.moduleIds.some((id) => id.endsWith(`/web/${module}`)));
    if (!entry) throw new Error(`route-preload: no chunk for ${module}`);
    visit(entry.fileName);
  }
  return [...scripts, ...styles].map((file) => `/${file}`);
}

/**
 * The partner's top bar as the first paint (docs/decisions/performance/partner-phone.md): the dark bar
 * with the brand where partner-shell.css draws them (56 px; the brand after the menu button at 767 px
 * or less). It is fixed over the top of the page, not in its flow, so that nothing moves when it goes
 * (the app's loading status is drawn below it meanwhile). It goes when #root shows anything but that
 * status (the partner's shell with its own bar, or any other page, such as the sign-in page after an
 * expired session), in the same frame: a MutationObserver runs before the next paint. The colour,
 * font and breakpoint are the shell's own (Cloudscape's tokens, whose fallbacks apply until
 * Cloudscape's stylesheet arrives, and MOBILE_NAVIGATION_QUERY); the sizes are partner-shell.css's.
 */
const BOOT_BAR_STYLE = [
  `.cs-boot-bar{position:fixed;top:0;left:0;right:0;z-index:1003;display:flex;align-items:center;box-sizing:border-box;height:56px;padding:0 12px;background:${colorBackgroundHomeHeader}}`,
  '#root>[role=status]{margin-top:56px}',
  `.cs-boot-bar span{padding:4px;color:#fff;font-weight:700;font-size:18px;font-family:${fontFamilyBase};white-space:nowrap}`,
  `@media ${MOBILE_NAVIGATION_QUERY}{.cs-boot-bar{padding:0 4px 0 46px}.cs-boot-bar span{font-size:16px}}`,
].join('');

/**
 * The script: on a partner page with a stored sign-in, send the page's list request (early-replies.ts),
 * preload its chunks and paint the top bar.
 */
function script(routes: Record<string, string[]>): string {
  return `(function () {
  var files = ${JSON.stringify(routes)}[location.pathname];
  if (!files) return;
  try {
    var signedIn = false;
    for (var k = 0; k < localStorage.length; k++) {
      if (/^CognitoIdentityServiceProvider\\.[^.]+\\.LastAuthUser$/.test(localStorage.key(k) || '')) signedIn = true;
    }
    if (!signedIn) return;
  } catch (error) {
    return;
  }
  ${earlyRepliesFunction()}
  earlyReply(${JSON.stringify(EARLY_REQUESTS)});
  var preloaded = false;
  function preload() {
    if (preloaded) return;
    preloaded = true;
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      var css = /\\.css$/.test(files[i]);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
  function bootBar() {
    var root = document.getElementById('root');
    if (!root || !window.MutationObserver) return;
    var loading = function () {
      return root.childElementCount === 0 ||
        (root.childElementCount === 1 && root.firstElementChild.getAttribute('role') === 'status');
    };
    if (!loading()) return;
    var style = document.createElement('style');
    style.textContent = ${JSON.stringify(BOOT_BAR_STYLE)};
    var bar = document.createElement('div');
    bar.className = 'cs-boot-bar';
    bar.setAttribute('aria-hidden', 'true');
    var brand = document.createElement('span');
    brand.textContent = 'CareShift';
    bar.appendChild(brand);
    document.head.appendChild(style);
    root.parentNode.insertBefore(bar, root);
    var observer = new MutationObserver(function () {
      if (loading()) return;
      observer.disconnect();
      bar.parentNode && bar.parentNode.removeChild(bar);
      style.parentNode && style.parentNode.removeChild(style);
    });
    observer.observe(root, { childList: true });
  }
  if (document.body) bootBar();
  else document.addEventListener('DOMContentLoaded', bootBar);
  // The chunks are asked for once the bar is painted (after the next frame), or after 200 ms when no
  // frame comes (a tab in the background): the paint waits for nothing but this small file.
  if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(preload, 0); });
  setTimeout(preload, 200);
})();
`;
}

/**
 * Flattens a signed-in partner's waterfall (docs/decisions/performance/partner-phone.md): without it the
 * browser learns of the layout's and the page's chunks only once the entry chunk has downloaded and
 * run. A small async script in index.html's head (a file, for the Content-Security-Policy) asks for
 * them at once on /find-a-shift and /my-requests when someone is signed in, and paints the partner's
 * top bar until the app draws its own; elsewhere it does nothing.
 */
export function routePreload(): Plugin {
  return {
    name: 'careshift-route-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const routes = Object.fromEntries(
          Object.entries(PARTNER_ROUTES).map(([path, module]) => [
            path,
            closure(bundle, [...PARTNER_LAYOUT, module]),
          ]),
        );
        const source = script(routes);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('route-preload: the build wrote no index.html');
        const html = String(index.source);
        if (!html.includes('</title>')) throw new Error('route-preload: index.html has no <title>');
        index.source = html.replace('</title>', `</title>\n    <script async src="/${fileName}"></script>`);
      },
    },
  };
}
