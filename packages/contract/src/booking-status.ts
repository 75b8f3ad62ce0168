import type { BookingStatus } from './types.ts';

// Arabic label and badge colour per status. Every colour keeps white text at WCAG AA contrast
// (4.5:1 or more); the test checks it.
export const bookingStatusStyle: Record<BookingStatus, { text_ar: string; color: string }> = {
  awaiting_payment: { text_ar: 'بانتظار الدفع', color: '#6b21a8' },
  pending: { text_ar: 'قيد المراجعة', color: '#92400e' },
  confirmed: { text_ar: 'مؤكد', color: '#166534' },
  cancelled: { text_ar: 'ملغي', color: '#991b1b' },
  completed: { text_ar: 'مكتمل', color: '#1e40af' },
  expired: { text_ar: 'منتهي', color: '#4b5563' },
};

// The lifecycle (docs/product.md, "States"): pending → confirmed → completed, and cancelled from
// pending or confirmed. With online payment a booking starts awaiting its payment: paid, it becomes
// pending; its hold run out, expired; the customer may cancel it meanwhile. Anything else is
// refused, by the server and by the operator's CLI.
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  awaiting_payment: ['pending', 'expired', 'cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  cancelled: [],
  completed: [],
  expired: [],
};

export function isBookingStatus(s: string): s is BookingStatus {
  return s in bookingStatusStyle;
}

export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 0;
  const n = parseInt(m[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour for a server-given background: white when it passes AA, else near-black. */
export function readableTextOn(background: string): '#ffffff' | '#111827' {
  return contrastRatio(background, '#ffffff') >= 4.5 ? '#ffffff' : '#111827';
}
