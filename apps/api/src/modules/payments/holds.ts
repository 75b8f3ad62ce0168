import { changeStatus, queueStatusMail, StatusChangeRefused } from '../bookings/index.ts';
import type { PaymentsContext } from './context.ts';
import { expiredHolds, holdsToRemind, openPaymentsOf, staleInitiated, takeReminder } from './repositories/payments.ts';
import { dueRefunds } from './repositories/refunds.ts';
import { runRefund } from './refunds.ts';
import { settlePayment } from './settle-payment.ts';

// The payments' periodic work (issue 26), each run by one server at a time (platform/job-runner.ts):
// holds that run out, their reminder, payments whose redirect and webhook were both lost, and
// refunds to try again.

/** Settles what the gateway says of these payments; one that cannot be asked now is left for the next run. */
async function settleEach(ctx: PaymentsContext, ids: string[]): Promise<number> {
  let n = 0;
  for (const id of ids) {
    try {
      const s = await settlePayment(ctx, id);
      if (s.paid || s.paymentStatus !== 'initiated') n++;
    } catch (e) {
      ctx.log.warn({ payment: id, err: e }, 'payment could not be settled now');
    }
  }
  return n;
}

/**
 * Unpaid bookings whose hold has run out become expired and give their seats back. A payment still
 * under way is asked of the gateway first: one that was paid just in time pays the booking instead.
 */
export async function expireHolds(ctx: PaymentsContext, now = new Date()): Promise<number> {
  let expired = 0;
  for (const { id } of await expiredHolds(ctx.db, now.toISOString())) {
    await settleEach(
      ctx,
      (await openPaymentsOf(ctx.db, id)).map((p) => p.gateway_id),
    );
    try {
      await changeStatus(ctx.db, {
        bookingId: id,
        to: 'expired',
        by: 'system',
        reason: 'انتهت مهلة الدفع',
        inTransaction: (trx) => queueStatusMail({ db: trx, config: ctx.config }, id, 'expired'),
      });
      expired++;
    } catch (e) {
      // Paid or cancelled meanwhile.
      if (!(e instanceof StatusChangeRefused)) throw e;
    }
  }
  if (expired) ctx.wakeMail();
  return expired;
}

/** The "hold about to expire" e-mail, once per booking. */
export async function remindHolds(ctx: PaymentsContext, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + ctx.config.payments.reminderMs).toISOString();
  let sent = 0;
  for (const { id } of await holdsToRemind(ctx.db, now.toISOString(), soon)) {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await takeReminder(trx, id))) return;
      await queueStatusMail({ db: trx, config: ctx.config }, id, 'hold_expiring');
      sent++;
    });
  }
  if (sent) ctx.wakeMail();
  return sent;
}

/** Payments still `initiated` a while after they began: the gateway is asked what became of them. */
export async function reconcilePayments(ctx: PaymentsContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.payments.reconcileAfterMs).toISOString();
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  return settleEach(
    ctx,
    (await staleInitiated(ctx.db, before, since)).map((p) => p.gateway_id),
  );
}

/** Pending refunds whose next attempt is due. */
export async function retryRefunds(ctx: PaymentsContext, now = new Date()): Promise<number> {
  let done = 0;
  for (const { id } of await dueRefunds(ctx.db, now.toISOString())) if ((await runRefund(ctx, id)) === 'done') done++;
  return done;
}
