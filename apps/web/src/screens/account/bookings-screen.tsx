import { useEffect, useState } from 'react';
import { accountTripsText, type BookingWithFiles, uiMessages } from '@rihla/contract';
import { cancelSubject } from '@rihla/machines/booking-cancel/booking-cancel.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { getBookings } from '../../api/customer.ts';
import { AccountLayout } from '../../features/account/account-layout.tsx';
import { AccountList } from '../../features/account/account-list.tsx';
import { BookingItem } from '../../features/account/booking-item.tsx';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { RatingModal } from '../../features/rating/rating-modal.tsx';
import { ratingSubject, useRatingModal } from '../../features/rating/use-rating-modal.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { CancelBookingDialog } from '../../features/account/cancel-booking-dialog.tsx';
import { useBookingCancel } from '../../features/account/use-booking-cancel.ts';

const fetchBookings = (page: number, _filter: null, signal: AbortSignal) => getBookings(page, signal);

export default function BookingsScreen() {
  useDocumentMeta(accountTripsText);
  // Up here so the rating refused with 401 keeps the page (and its open modal) after the session
  // ends: the layout does not send the customer away while they read why and choose to sign in.
  const [keepPage, setKeepPage] = useState(false);
  return (
    <AccountLayout title="رحلاتي" keepWhenSignedOut={keepPage}>
      <BookingsList pageKept={keepPage} onNeedsSignIn={setKeepPage} />
    </AccountLayout>
  );
}

interface BookingsListProps {
  pageKept: boolean;
  onNeedsSignIn: (needs: boolean) => void;
}

function BookingsList({ pageKept, onNeedsSignIn }: BookingsListProps) {
  const list = useInfiniteList<BookingWithFiles, null>(fetchBookings, null);
  const rating = useRatingModal(list.reset, pageKept);
  // A cancelled booking, or one the server would not cancel: the list is read again to show it as it is.
  const cancel = useBookingCancel(list.reset, list.reset);
  const { needsSignIn } = rating;
  useEffect(() => {
    if (needsSignIn) onNeedsSignIn(true);
  }, [needsSignIn, onNeedsSignIn]);
  return (
    <>
      <div aria-live="polite">
        {cancel.success && (
          <Alert tone="success" onDismiss={() => cancel.actor.send({ type: 'cancel.dismissMessage' })}>
            {cancel.success}
          </Alert>
        )}
        {rating.success && (
          <Alert tone="success" onDismiss={() => rating.actor.send({ type: 'rating.dismissMessage' })}>
            {rating.success}
          </Alert>
        )}
      </div>
      <AccountList
        list={list}
        label="حجوزاتي"
        emptyTitle={uiMessages.noBookings}
        maxColumns={1}
        estimateRowHeight={220}
        renderItem={(booking) => (
          <BookingItem
            booking={booking}
            onCancel={() => cancel.actor.send({ type: 'cancel.open', booking: cancelSubject(booking) })}
            onRate={() => rating.actor.send({ type: 'rating.open', bookingId: booking.id, subject: ratingSubject(booking) })}
            onEditRating={() =>
              rating.actor.send({
                type: 'rating.edit',
                bookingId: booking.id,
                rate: booking.rate?.rate ?? 0,
                comment: booking.rate?.comment ?? null,
                subject: ratingSubject(booking),
              })
            }
          />
        )}
      />
      <RatingModal state={rating} />
      <CancelBookingDialog state={cancel} />
    </>
  );
}
