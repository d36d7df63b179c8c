/** The twin's test cards (Stripe's own test numbers): one that pays, one that is declined. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

export interface CheckoutPageSession {
  id: string;
  amountTotal: number;
  currency: string;
  productName: string;
  cancelUrl: string;
  locale: string | null;
}

/** The values Checkout accepts for `locale` (Stripe's list); anything else is refused with a 400. */
export const CHECKOUT_LOCALES: readonly string[] = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
];

/**
 * The page's own words. Stripe translates its hosted page into the session's locale; the twin does so
 * for the product's two languages and speaks English otherwise (as Stripe falls back).
 */
const PAGE_TEXTS = {
  en: {
    testMode: 'Test mode · Stripe twin',
    pay: 'Pay',
    cardNumber: 'Card number',
    hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
    cancel: 'Cancel and return',
  },
  el: {
    testMode: 'Δοκιμαστική λειτουργία · Stripe twin',
    pay: 'Πληρωμή',
    cardNumber: 'Αριθμός κάρτας',
    hint: 'Δοκιμαστικές κάρτες: η 4242 4242 4242 4242 πληρώνει· η 4000 0000 0000 0002 απορρίπτεται.',
    cancel: 'Ακύρωση και επιστροφή',
  },
} as const;

function pageLanguage(locale: string | null): keyof typeof PAGE_TEXTS {
  return locale === 'el' ? 'el' : 'en';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f6f9fc;color:#1a1f36}main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:24px}
.badge{display:inline-block;font-size:12px;background:#ffde92;color:#6b4a00;border-radius:4px;padding:2px 6px}
h1{font-size:18px;margin:12px 0 4px}.amount{font-size:32px;font-weight:600;margin:0 0 20px}
label{display:block;font-size:14px;margin-bottom:6px}input{width:100%;font-size:18px;padding:12px;
border:1px solid #c1c9d2;border-radius:6px;letter-spacing:1px}button{width:100%;margin-top:16px;font-size:16px;
padding:14px;border:0;border-radius:6px;background:#635bff;color:#fff;font-weight:600;cursor:pointer}
.error{background:#fde8e8;color:#9b1c1c;border-radius:6px;padding:10px 12px;margin-bottom:16px;font-size:14px}
.cancel{display:block;text-align:center;margin-top:16px;color:#635bff;font-size:14px}
.hint{font-size:12px;color:#697386;margin-top:8px}`;

/**
 * The twin's hosted checkout page: plain HTML, no external assets, readable on a 390 px phone. It shows
 * what is paid and posts the card number to `/checkout/{id}/pay`; Cancel returns to the cancel URL.
 */
export function checkoutPage(session: CheckoutPageSession, error?: string): string {
  const amount = formatAmount(session.amountTotal, session.currency);
  const lang = pageLanguage(session.locale);
  const t = PAGE_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.pay} ${escapeHtml(session.productName)}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<span class="badge">${t.testMode}</span>
<h1>${escapeHtml(session.productName)}</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
<label for="card">${t.cardNumber}</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<p class="hint">${t.hint}</p>
<button type="submit">${t.pay} ${escapeHtml(amount)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${t.cancel}</a>
</div></main></body></html>`;
}

export function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><div class="card"><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p></div></main></body></html>`;
}

/** What paying with this card number does: the declined test card's message, or none when it pays. */
export function cardOutcome(cardNumber: string): { paid: true } | { paid: false; message: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.succeeds) return { paid: true };
  if (digits === TEST_CARDS.declined) return { paid: false, message: 'Your card was declined.' };
  return {
    paid: false,
    message:
      'Your card number is not a test card. Use 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  };
}
