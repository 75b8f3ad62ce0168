import { escapeHtml } from './http.ts';
import type { Payment } from './payments.ts';

// The local 3-D Secure page (transaction_url of a card payment): the bank's challenge, reduced to
// two buttons. Arabic first (the product is RTL), English beside it; plain HTML, usable by keyboard.

const STYLE = `body{font-family:system-ui,"Noto Sans Arabic",sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.6}
.note{background:#fff4ce;border:1px solid #c9a100;padding:.5rem .75rem;border-radius:.375rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.375rem;border:2px solid #1a1a1a;cursor:pointer}
.approve{background:#0b6b3a;color:#fff;border-color:#0b6b3a}.fail{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function threeDsPage(payment: Payment): string {
  const number = String(payment.source.number ?? '');
  const company = String(payment.source.company ?? '');
  if (payment.status !== 'initiated') {
    return page(
      'التحقق الثلاثي — 3-D Secure',
      `<h1>تمت معالجة هذه العملية <span lang="en" dir="ltr">(already processed)</span></h1>
<p>الحالة <span lang="en" dir="ltr">status</span>: <strong lang="en" dir="ltr">${escapeHtml(payment.status)}</strong></p>`,
    );
  }
  const action = `/3ds/${encodeURIComponent(payment.id)}`;
  return page(
    'التحقق الثلاثي — 3-D Secure',
    `<h1>التحقق الثلاثي <span lang="en" dir="ltr">3-D Secure</span></h1>
<p class="note">بوابة دفع تجريبية محلية: لا تُخصم أي أموال. <span lang="en" dir="ltr">Local test gateway: no money moves.</span></p>
<dl>
<dt>المبلغ <span lang="en" dir="ltr">Amount</span></dt><dd dir="ltr">${escapeHtml(payment.amount_format)}</dd>
<dt>البطاقة <span lang="en" dir="ltr">Card</span></dt><dd dir="ltr">${escapeHtml(company)} ${escapeHtml(number)}</dd>
${payment.description ? `<dt>الوصف <span lang="en" dir="ltr">Description</span></dt><dd>${escapeHtml(payment.description)}</dd>` : ''}
</dl>
<form method="post" action="${action}" class="actions">
<button type="submit" name="outcome" value="approve" class="approve">موافقة <span lang="en" dir="ltr">(Approve)</span></button>
<button type="submit" name="outcome" value="fail" class="fail">رفض <span lang="en" dir="ltr">(Fail)</span></button>
</form>`,
  );
}

export function notFoundPage(): string {
  return page('غير موجود — Not found', '<h1>العملية غير موجودة <span lang="en" dir="ltr">(payment not found)</span></h1>');
}

/** Where the browser goes after 3-D Secure: the callback URL with id, status and message, as Moyasar does. */
export function callbackLocation(payment: Payment): string | null {
  if (!payment.callback_url) return null;
  const url = new URL(payment.callback_url);
  url.searchParams.set('id', payment.id);
  url.searchParams.set('status', payment.status);
  url.searchParams.set('message', String(payment.source.message ?? ''));
  return url.toString();
}
