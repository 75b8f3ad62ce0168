import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, mailContaining, registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { inRunDatabase } from '../support/run-database.ts';
import { answer3ds, CARDS, expectPaymentStep, fillCard, payButton } from '../support/payment.ts';

// Issue 26: the hold runs out while the customer is on the 3-D Secure page. The hold job (every 2 s
// in these tests) expires the booking and gives its seats back; the charge that the customer then
// approves is refunded, and the customer is told, on the page and by e-mail. The clock is moved by
// setting the booking's hold end in the past in this run's database (its set-up, as a real half hour
// would be).

function endHoldNow(bookingId: number) {
  inRunDatabase((db) =>
    db.prepare('update bookings set hold_expires_at = ? where id = ?').run(new Date(Date.now() - 1000).toISOString(), bookingId),
  );
}

test('a hold that ends during 3-D Secure: expired, the late charge refunded, the customer told', async ({ page, request }) => {
  const customer = await registerByApi(request);
  const trip = await bookableTrip(request);
  const booking = await bookByApi(request, customer.token, trip, { pay: false });
  expect(booking.status).toBe('awaiting_payment');
  await signInPage(page, customer.token);
  await page.goto(`${booking.trip.link}/book?booking_id=${booking.id}`);
  await expectPaymentStep(page);
  await fillCard(page, CARDS.madaApproved);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible({ timeout: 30_000 });

  endHoldNow(booking.id);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/customer/bookings/${booking.id}`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        });
        return (await res.json()).data.status;
      },
      { timeout: 30_000 },
    )
    .toBe('expired');

  await answer3ds(page, 'approve');
  await expect(page.getByText(/انتهت مهلة الدفع/).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await mailContaining(customer.email, 'انتهت مهلة دفع حجزك', 30_000);

  // On the booking's own page: expired, nothing left to pay, and the refund of the late charge.
  await page.goto(`/account/trips/${booking.id}`);
  await expect(page.getByText('منتهي').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'أكمل الدفع' })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/customer/bookings/${booking.id}`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        });
        return (await res.json()).data.refunds.map((r: { status: string }) => r.status);
      },
      { timeout: 30_000 },
    )
    .toEqual(['done']);
});
