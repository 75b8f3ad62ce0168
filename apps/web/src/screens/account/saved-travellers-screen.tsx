import { useMemo, useState, type FormEvent } from 'react';
import { parseDate } from '@internationalized/date';
import { css } from '@rihla/styled-system/css';
import {
  GENDER_LABELS,
  nationalityOptions,
  savedTravellerErrors,
  savedTravellersText,
  todayIso,
  travellerName,
  type Gender,
  type SavedTraveller,
  type SavedTravellerFields,
} from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { ComboBox } from '@rihla/ui/combo-box/combo-box';
import { ConfirmDialog } from '@rihla/ui/confirm-dialog/confirm-dialog';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { errorMessages } from '@rihla/contract';
import { removeTraveller, saveTraveller, savedTravellersQuery } from '../../api/saved-travellers.ts';
import { invalidate, useRemote } from '../../api/use-remote.ts';
import { roomyDateSegments } from '../../components/date-segments.ts';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { TravellerRows } from '../../components/traveller-rows.tsx';
import { AccountLayout } from '../../features/account/account-layout.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

/**
 * /account/travellers (issue 31): the travellers the customer saved, with their consent, when booking
 * or here; each can be edited or removed, and a new one added. The booking wizard offers them to fill
 * a traveller's fields. The passport number is the customer's own, shown whole here only.
 */
export default function SavedTravellersScreen() {
  useDocumentMeta(savedTravellersText);
  return (
    <AccountLayout title={savedTravellersText.title}>
      <SavedTravellers />
    </AccountLayout>
  );
}

const EMPTY: SavedTravellerFields = {
  first_name: '',
  last_name: '',
  birth_date: '',
  gender: '',
  nationality: '',
  passport: '',
  passport_expiry: '',
};

const fieldsOf = (t: SavedTraveller): SavedTravellerFields => ({
  first_name: t.first_name,
  last_name: t.last_name,
  birth_date: t.birth_date,
  gender: t.gender,
  nationality: t.nationality ?? '',
  passport: t.passport ?? '',
  passport_expiry: t.passport_expiry ?? '',
});

function SavedTravellers() {
  const remote = useRemote(savedTravellersQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedTraveller | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = remote.data ?? [];
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeTraveller(removing.id);
      await invalidate(savedTravellersQuery());
      setNotice(`حُذف ${travellerName(removing)} من المسافرين المحفوظين.`);
      setRemoving(null);
    } catch {
      setNotice(errorMessages.server);
    } finally {
      setBusy(false);
    }
  };
  if (remote.failed) return <Alert tone="error">{errorMessages.server}</Alert>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>
        اختر أحدهم في خطوة «بيانات الحجز» لتعبئة بياناته. يُحفظ رقم الجواز مشفّرًا ولا يظهر إلا لك.
      </p>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {!remote.isLoading && list.length === 0 && editing !== 'new' && (
        <p>لا يوجد مسافرون محفوظون بعد. اختر «احفظ بيانات المسافرين لحجوزاتي القادمة» عند الحجز، أو أضف مسافرًا هنا.</p>
      )}
      <ul
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}
        aria-label="المسافرون المحفوظون"
      >
        {list.map((t) => (
          <li key={t.id} className={css({ layerStyle: 'outlinedCard', padding: '4' })}>
            {editing === t.id ? (
              <TravellerForm
                initial={fieldsOf(t)}
                id={t.id}
                onDone={(message) => {
                  setEditing(null);
                  if (message) setNotice(message);
                }}
              />
            ) : (
              <>
                <h2 className={css({ fontWeight: '700', marginBlockEnd: '2' })}>
                  <bdi dir="ltr">{travellerName(t)}</bdi>
                </h2>
                <dl className={labelValueRows}>
                  <TravellerRows traveller={{ ...t, traveller: 0, kind: 'adult' }} passport={t.passport} />
                </dl>
                <div className={css({ display: 'flex', gap: '3', marginBlockStart: '3', flexWrap: 'wrap' })}>
                  <Button variant="secondary" onPress={() => setEditing(t.id)} aria-label={`تعديل ${travellerName(t)}`}>
                    تعديل
                  </Button>
                  <Button variant="danger" onPress={() => setRemoving(t)} aria-label={`حذف ${travellerName(t)}`}>
                    حذف
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className={css({ layerStyle: 'outlinedCard', padding: '4' })}>
          <TravellerForm
            initial={EMPTY}
            id={null}
            onDone={(message) => {
              setEditing(null);
              if (message) setNotice(message);
            }}
          />
        </div>
      ) : (
        <Button variant="secondary" onPress={() => setEditing('new')} className={css({ alignSelf: 'start' })}>
          إضافة مسافر
        </Button>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="حذف المسافر"
        message={removing ? `هل تريد حذف ${travellerName(removing)} من المسافرين المحفوظين؟` : undefined}
        confirmLabel="حذف"
        cancelLabel="إلغاء"
        tone="danger"
        isPending={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

const GENDER_OPTIONS = (['male', 'female'] as const).map((id) => ({ id, label: GENDER_LABELS[id] }));

/** A saved traveller's fields, checked by the contract's rules before they are sent; the server's errors by field. */
function TravellerForm({
  initial,
  id,
  onDone,
}: {
  initial: SavedTravellerFields;
  id: number | null;
  onDone: (message: string | null) => void;
}) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayIso();
  const nationalities = useMemo(() => nationalityOptions([]), []);
  const errors = savedTravellerErrors(values, today);
  const shown = (key: keyof SavedTravellerFields) => (tried ? errors[key] : null) ?? serverErrors[key]?.[0] ?? undefined;
  const set = (patch: Partial<SavedTravellerFields>) => setValues((v) => ({ ...v, ...patch }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      await saveTraveller(
        {
          ...values,
          nationality: values.nationality || null,
          passport: values.passport || null,
          passport_expiry: values.passport_expiry || null,
        },
        id,
      );
      await invalidate(savedTravellersQuery());
      onDone('تم حفظ بيانات المسافر');
    } catch (err) {
      const body = (await (err as { response?: Response }).response?.json().catch(() => null)) as {
        message?: string;
        errors?: Record<string, string[]>;
      } | null;
      setServerErrors(body?.errors ?? {});
      setError(body?.message ?? errorMessages.server);
    } finally {
      setBusy(false);
    }
  };
  const title = id === null ? 'مسافر جديد' : `تعديل ${travellerName(initial)}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 className={css({ fontWeight: '700' })}>{title}</h2>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={grid}>
        <TextField
          label="الاسم الأول"
          description="بالأحرف اللاتينية كما في الجواز"
          inputDir="ltr"
          isRequired
          validationBehavior="aria"
          value={values.first_name}
          onChange={(first_name) => set({ first_name })}
          isInvalid={Boolean(shown('first_name'))}
          errorMessage={shown('first_name')}
        />
        <TextField
          label="اسم العائلة"
          description="بالأحرف اللاتينية كما في الجواز"
          inputDir="ltr"
          isRequired
          validationBehavior="aria"
          value={values.last_name}
          onChange={(last_name) => set({ last_name })}
          isInvalid={Boolean(shown('last_name'))}
          errorMessage={shown('last_name')}
        />
        <DatePicker
          className={roomyDateSegments}
          label="تاريخ الميلاد"
          isRequired
          validationBehavior="aria"
          maxValue={parseDate(today)}
          value={values.birth_date ? parseDate(values.birth_date) : null}
          onChange={(date) => set({ birth_date: date ? date.toString() : '' })}
          isInvalid={Boolean(shown('birth_date'))}
          errorMessage={shown('birth_date')}
        />
        <Select
          label="الجنس"
          placeholder="اختر"
          isRequired
          validationBehavior="aria"
          options={GENDER_OPTIONS}
          selectedKey={values.gender || null}
          onSelectionChange={(key) => set({ gender: (key ?? '') as Gender | '' })}
          isInvalid={Boolean(shown('gender'))}
          errorMessage={shown('gender')}
        />
        <ComboBox
          label="الجنسية (للبالغين)"
          options={nationalities}
          selectedKey={values.nationality || null}
          onSelectionChange={(key) => set({ nationality: key === null ? '' : String(key) })}
          isInvalid={Boolean(shown('nationality'))}
          errorMessage={shown('nationality')}
        />
        <TextField
          label="رقم الجواز (للبالغين)"
          inputDir="ltr"
          autoComplete="off"
          value={values.passport}
          onChange={(passport) => set({ passport })}
          isInvalid={Boolean(shown('passport'))}
          errorMessage={shown('passport')}
        />
        <DatePicker
          className={roomyDateSegments}
          label="تاريخ انتهاء الجواز (للبالغين)"
          minValue={parseDate(today)}
          value={values.passport_expiry ? parseDate(values.passport_expiry) : null}
          onChange={(date) => set({ passport_expiry: date ? date.toString() : '' })}
          isInvalid={Boolean(shown('passport_expiry'))}
          errorMessage={shown('passport_expiry')}
        />
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" isPending={busy}>
          حفظ
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => onDone(null)}>
          إلغاء
        </Button>
      </div>
    </form>
  );
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
