import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';

// The back office's own e-mails (issue 31, item 16): an invitation with its one-time link, and the
// notice that an admin reset someone's second factor. Short, Arabic, plain text with an HTML part,
// through the mail outbox like every e-mail.

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function html(title: string, paragraphs: string[], link: { href: string; text: string }): string {
  return `<!doctype html><html lang="ar" dir="rtl"><body style="font-family: Tahoma, Arial, sans-serif; line-height: 1.7">
<h1 style="font-size: 20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="color: #1e40af">${escapeHtml(link.text)}</a></p>
</body></html>`;
}

export async function queueInviteMail(db: Kysely<DB>, to: { email: string; name: string }, invitedBy: string, link: string) {
  const lines = [
    `مرحبًا ${to.name}،`,
    `دعاك ${invitedBy} إلى لوحة تحكم رحلة. عيّن كلمة مرورك من الرابط أدناه، ثم فعّل التحقق بخطوتين عند أول دخول.`,
    'الرابط صالح لمرة واحدة خلال 7 أيام. إن لم تكن تنتظر هذه الدعوة فتجاهل الرسالة.',
  ];
  await enqueueMail(db, {
    to: to.email,
    subject: 'دعوة إلى لوحة تحكم رحلة',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html('دعوة إلى لوحة تحكم رحلة', lines, { href: link, text: 'تعيين كلمة المرور' }),
  });
}

export async function queueSecondFactorResetMail(
  db: Kysely<DB>,
  to: { email: string; name: string },
  resetBy: string,
  signInUrl: string,
) {
  const lines = [
    `مرحبًا ${to.name}،`,
    `أعاد ${resetBy} تعيين التحقق بخطوتين لحسابك في لوحة تحكم رحلة، وأُنهيت جلساتك المفتوحة.`,
    'سجّل الدخول بكلمة مرورك، ثم امسح الرمز الجديد بتطبيق المصادقة واحفظ رموز الاسترداد الجديدة.',
    'إن لم تطلب ذلك فتواصل مع مدير النظام فورًا.',
  ];
  await enqueueMail(db, {
    to: to.email,
    subject: 'أُعيد تعيين التحقق بخطوتين لحسابك',
    text: `${lines.join('\n\n')}\n\n${signInUrl}\n`,
    html: html('أُعيد تعيين التحقق بخطوتين', lines, { href: signInUrl, text: 'تسجيل الدخول' }),
  });
}

/** Issue 29: the account locked after wrong second-factor codes; whoever typed them knew the password. */
export async function queueStaffLockedMail(
  db: Kysely<DB>,
  to: { email: string; name: string },
  minutes: number,
  signInUrl: string,
) {
  const lines = [
    `مرحبًا ${to.name}،`,
    `أُدخلت رموز تحقق خاطئة كثيرة بعد كلمة المرور الصحيحة لحسابك في لوحة تحكم رحلة، فأقفلنا الحساب ${minutes} دقيقة.`,
    'إن كنت أنت فانتظر انتهاء المدة ثم أدخل الرمز الحالي من تطبيق المصادقة.',
    'إن لم تكن أنت فكلمة مرورك معروفة لغيرك: غيّرها وتواصل مع مدير النظام فورًا.',
  ];
  await enqueueMail(db, {
    to: to.email,
    subject: 'أُقفل حسابك في لوحة تحكم رحلة مؤقتًا',
    text: `${lines.join('\n\n')}\n\n${signInUrl}\n`,
    html: html('أُقفل حسابك مؤقتًا', lines, { href: signInUrl, text: 'تسجيل الدخول' }),
  });
}
