// The portal's global styles: Cloudscape's (without its inlined fonts, see web/self-hosted-fonts.ts)
// and Open Sans as self-hosted WOFF2, Latin and Greek, in the three weights Cloudscape uses
// (300 lighter, 400 normal, 700 headings and bold); italics are synthesised.
import '@cloudscape-design/global-styles/index.css';
import '@fontsource/open-sans/latin-300.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-700.css';
import '@fontsource/open-sans/greek-300.css';
import '@fontsource/open-sans/greek-400.css';
import '@fontsource/open-sans/greek-700.css';
import './button-labels.css';
