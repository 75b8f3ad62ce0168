// The payment gateway as the server sees it (issue 26): a small interface, so that Tap or HyperPay
// can be added beside Moyasar later. The browser creates a payment at the gateway with the
// publishable key (card numbers never reach this server); the server only fetches, refunds and voids
// payments by id, with the secret key.

/** A payment's state at the gateway (Moyasar's statuses). */
export type GatewayPaymentStatus =
  'initiated' | 'paid' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided' | 'verified';

/** How it was paid, as the gateway reports it; never the card number beyond its masked form. */
export interface GatewaySource {
  type: 'creditcard' | 'applepay' | 'stcpay' | 'samsungpay' | 'googlepay' | string;
  /** mada, visa, master, amex (cards and wallets backed by a card). */
  company: string | null;
  /** Masked: "XXXX-XXXX-XXXX-1111", or the wallet's masked phone. */
  number: string | null;
  /** The gateway's words on the outcome ("Insufficient Funds", "3-D Secure transaction attempt failed"). */
  message: string | null;
  /** Where the browser completes 3-D Secure, while the payment is initiated. */
  transactionUrl: string | null;
}

/** A payment as fetched from the gateway with the secret key: the only version the server believes. */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  /** In halalas (the smallest unit): an integer. */
  amount: number;
  currency: string;
  /** Halalas refunded so far. */
  refunded: number;
  /** What the payment was created with; this site writes `booking_id` into it. */
  metadata: Record<string, string>;
  source: GatewaySource;
  createdAt: string;
  updatedAt: string;
}

/** A call the gateway refused or could not answer. */
export class GatewayError extends Error {
  /** HTTP status of the gateway's answer; 0 when there was none (network, timeout). */
  readonly status: number;
  /** The gateway's error type ("invalid_request_error", "authentication_error", …), if it gave one. */
  readonly type: string | null;
  constructor(message: string, status: number, type: string | null = null) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

export interface PaymentGateway {
  /** The provider's name, stored with each payment ("moyasar"). */
  readonly provider: string;
  fetchPayment(id: string): Promise<GatewayPayment>;
  /** Refunds `amount` halalas (all that is left when omitted); answers the payment after it. */
  refund(id: string, amount?: number): Promise<GatewayPayment>;
  /** Cancels a payment not yet settled (authorized); answers the payment after it. */
  void(id: string): Promise<GatewayPayment>;
}
