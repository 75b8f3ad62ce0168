import { nationalityName } from '@rihla/contract';
import { DateText } from '@rihla/ui/date-text/date-text';

/**
 * An adult traveller's nationality, passport number (masked for the customer, whole for staff) and
 * passport expiry, as rows of a `labelValueRows` list (<dl>).
 */
export function TravellerRows({ nationality, passport, expiry }: { nationality: string; passport: string; expiry: string }) {
  return (
    <>
      <div>
        <dt>الجنسية</dt>
        <dd>{nationalityName(nationality)}</dd>
      </div>
      <div>
        <dt>رقم الجواز</dt>
        <dd>
          <bdi dir="ltr">{passport}</bdi>
        </dd>
      </div>
      <div>
        <dt>انتهاء الجواز</dt>
        <dd>
          <DateText date={expiry} />
        </dd>
      </div>
    </>
  );
}
