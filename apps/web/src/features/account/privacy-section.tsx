import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { deleteAccountFormMachine, exportDataFormMachine, validateReauth } from '@rihla/machines/privacy/privacy-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Modal } from '@rihla/ui/modal/modal';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { TextField } from '@rihla/ui/text-field/text-field';
import { Link } from '@rihla/ui/link/link';
import { deleteMyAccount, downloadMyData, sendReauthCode } from '../../api/privacy.ts';
import { sessionActor } from '../../lib/session.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';

/**
 * "خصوصيتك وبياناتك" on the account page (issue 29, items 7–8; docs/security.md): download
 * everything we hold, or delete the account. Each asks for the password again, or a code e-mailed on
 * asking (an account opened with Google or Facebook has no password).
 */
export function PrivacySection() {
  return (
    <section
      aria-labelledby="privacy-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', marginBlockStart: '8' })}
    >
      <h2 id="privacy-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        خصوصيتك وبياناتك
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', lineHeight: '1.8' })}>
        يمكنك تنزيل كل ما نحفظه عنك، أو حذف حسابك. تعرّف على ما نحفظه ولماذا ومدته في <Link href="/policy">سياسة الخصوصية</Link>.
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <ExportData />
        <DeleteAccount />
      </div>
    </section>
  );
}

function ExportData() {
  const [open, setOpen] = useState(false);
  const form = useFormMachine(exportDataFormMachine, {
    validate: validateReauth,
    submit: (proof) => downloadMyData(proof),
    onSucceeded: () => setOpen(false),
  });
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        تنزيل بياناتي
      </Button>
      {form.success && !open && (
        <p role="status" className={css({ fontSize: 'sm', alignSelf: 'center' })}>
          {form.success}
        </p>
      )}
      <Modal isOpen={open} onOpenChange={setOpen} size="sm" isDismissable={!form.isSubmitting}>
        <Dialog title="تنزيل بياناتي">
          <ReauthForm form={form} purpose="export" submitLabel="تنزيل الملف" onCancel={() => setOpen(false)}>
            <p className={css({ fontSize: 'sm', lineHeight: '1.8' })}>
              ملف JSON فيه بيانات حسابك وحجوزاتك ومسافريها ومدفوعاتها وفواتيرها وتقييماتك ومفضلتك والرسائل المرسلة إليك. للتأكد من
              أنك صاحب الحساب أدخل كلمة المرور.
            </p>
          </ReauthForm>
        </Dialog>
      </Modal>
    </>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const form = useFormMachine(deleteAccountFormMachine, {
    validate: validateReauth,
    submit: (proof) => deleteMyAccount(proof),
    onSucceeded: () => {
      setOpen(false);
      // The server ended every session: forget the token here too, and leave the account pages.
      sessionActor().send({ type: 'session.expired' });
      navigate('/auth/register?account=deleted', { replace: true });
    },
  });
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        حذف حسابي
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} size="sm" isDismissable={!form.isSubmitting}>
        <Dialog role="alertdialog" title="حذف حسابك نهائيًا؟" showCloseButton={false}>
          <ReauthForm form={form} purpose="delete" submitLabel="حذف حسابي نهائيًا" danger onCancel={() => setOpen(false)}>
            <div className={css({ fontSize: 'sm', lineHeight: '1.8', display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p>
                نحذف بياناتك الشخصية: الاسم والبريد والهاتف وتاريخ الميلاد، وأرقام الجوازات وصورها، وتقييماتك ومفضلتك، ونُنهي كل
                جلساتك. لا يمكن التراجع عن الحذف.
              </p>
              <p>
                ونحتفظ بما يُلزمنا النظام بحفظه دون اسمك: الحجوزات والمدفوعات والمبالغ المستردة والفواتير الضريبية الصادرة (تبقى
                الفاتورة كما صدرت).
              </p>
              <p>إن كانت لديك رحلة قادمة فألغِها أولًا من «رحلاتي».</p>
            </div>
          </ReauthForm>
        </Dialog>
      </Modal>
    </>
  );
}

type Form = ReturnType<typeof useFormMachine<{ password: string; code: string }, { password?: string; code?: string }, void>>;

/** The password, or "send me a code" then the code; the form's error and the two buttons. */
function ReauthForm({
  form,
  purpose,
  submitLabel,
  danger,
  onCancel,
  children,
}: {
  form: Form;
  purpose: 'export' | 'delete';
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  const askCode = async () => {
    setCodeError(null);
    try {
      setCodeNote(await sendReauthCode(purpose));
    } catch (err) {
      setCodeError((err as { message?: string }).message || 'تعذّر إرسال الرمز، حاول مرة أخرى');
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {children}
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <PasswordField
        label="كلمة المرور"
        value={form.values.password}
        onChange={(password) => form.change({ password })}
        onBlur={() => form.blur('password')}
        isInvalid={Boolean(form.errors.password)}
        errorMessage={form.errors.password}
        autoComplete="current-password"
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
        <p>ليست لديك كلمة مرور (دخلت بحساب Google أو Facebook)؟</p>
        <Button variant="secondary" onPress={askCode} className={css({ alignSelf: 'flex-start' })}>
          أرسل رمزًا إلى بريدي
        </Button>
        {codeNote && <p role="status">{codeNote}</p>}
        {codeError && <p role="alert">{codeError}</p>}
        {codeNote && (
          <TextField
            label="الرمز المرسل إلى بريدك"
            inputMode="numeric"
            inputDir="ltr"
            autoComplete="one-time-code"
            value={form.values.code}
            onChange={(code) => form.change({ code })}
          />
        )}
      </div>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting} autoFocus={danger}>
          تراجع
        </Button>
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          isPending={form.isSubmitting}
          isDisabled={!form.canSubmit && !form.isSubmitting}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
