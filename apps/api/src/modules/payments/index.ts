// The payments module's public face (issue 26): the gateway interface and Moyasar's implementation,
// settling a payment against its booking, webhooks, refunds, the holds' jobs, and the views of a
// booking's payments. Routes and other modules import from here, never past it.
export {
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewaySource,
  type PaymentGateway,
} from './gateway.ts';
export { moyasarGateway, type MoyasarOptions } from './moyasar.ts';
export { judgePayment, type BookingToPay, type PaymentVerdict } from './judge-payment.ts';
export type { PaymentsContext } from './context.ts';
export { settlePayment, type Settlement } from './settle-payment.ts';
export { receiveWebhook, sameSecret, type WebhookEvent, type WebhookResult } from './webhook.ts';
export { queueCancellationRefund, RefundRefused, refundOnCancel, runRefund, staffRefund } from './refunds.ts';
export { expireHolds, reconcilePayments, remindHolds, retryRefunds } from './holds.ts';
export { customerPaymentView, staffPaymentView } from './views.ts';
export { SETTLEMENT_HEADER, settlementRows } from './settlement.ts';
