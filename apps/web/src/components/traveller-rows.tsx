import { formatNumber, GENDER_LABELS, nationalityName, travellerName, type Gender } from '@rihla/contract';
import { DateText } from '@rihla/ui/date-text/date-text';

/** What every view of a booking's traveller has (the customer's passport number masked, the staff's whole). */
export interface TravellerView {
  traveller: number;
  kind: 'adult' | 'child';
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  gender: Gender | null;
  nationality: string | null;
  passport_expiry: string | null;
}

/** "المسافر 1 (بالغ، جهة الاتصال)" / "المسافر 3 (طفل)": traveller 0 is the lead contact (issue 31). */
export function travellerHeading(t: Pick<TravellerView, 'traveller' | 'kind'>): string {
  const role = t.kind === 'child' ? 'طفل' : t.traveller === 0 ? 'بالغ، جهة الاتصال' : 'بالغ';
  return `المسافر ${formatNumber(t.traveller + 1)} (${role})`;
}

/**
 * A traveller's name as in the passport, birth date and gender, then an adult's nationality, passport
 * number and passport expiry, as rows of a `labelValueRows` list (<dl>). A booking made before names
 * were asked shows no name rows.
 */
export function TravellerRows({ traveller: t, passport }: { traveller: TravellerView; passport: string | null }) {
  const name = travellerName(t);
  return (
    <>
      {name && (
        <div>
          <dt>الاسم كما في الجواز</dt>
          <dd>
            <bdi dir="ltr">{name}</bdi>
          </dd>
        </div>
      )}
      {t.birth_date && (
        <div>
          <dt>تاريخ الميلاد</dt>
          <dd>
            <DateText date={t.birth_date} />
          </dd>
        </div>
      )}
      {t.gender && (
        <div>
          <dt>الجنس</dt>
          <dd>{GENDER_LABELS[t.gender]}</dd>
        </div>
      )}
      {t.nationality && (
        <div>
          <dt>الجنسية</dt>
          <dd>{nationalityName(t.nationality)}</dd>
        </div>
      )}
      {passport && (
        <div>
          <dt>رقم الجواز</dt>
          <dd>
            <bdi dir="ltr">{passport}</bdi>
          </dd>
        </div>
      )}
      {t.passport_expiry && (
        <div>
          <dt>انتهاء الجواز</dt>
          <dd>
            <DateText date={t.passport_expiry} />
          </dd>
        </div>
      )}
    </>
  );
}
