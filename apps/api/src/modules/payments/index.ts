// The payments module's public face (issue 26): the gateway interface, Moyasar's implementation,
// and how a fetched payment is judged against its booking. Routes and other modules import from
// here, never past it.
export {
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewaySource,
  type PaymentGateway,
} from './gateway.ts';
export { moyasarGateway, type MoyasarOptions } from './moyasar.ts';
export { judgePayment, type BookingToPay, type PaymentVerdict } from './judge-payment.ts';
