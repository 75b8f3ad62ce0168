import { addDays, todayIso } from '@rihla/contract';
import { passportPng } from '@rihla/bench/lib/png.ts';
import { pick, SQL, type HostileContext } from './payloads.ts';

// Booking forms for the multipart part of the stream: each would be valid but for one defect, so
// none of them can book anything.

/** Multipart body from parts; `raw` lets a case break the format on purpose. */
export function multipart(
  boundary: string,
  parts: { name: string; value?: string; file?: Buffer; filename?: string; type?: string }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp =
      p.file !== undefined ? `form-data; name="${p.name}"; filename="${p.filename ?? 'x.png'}"` : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.file !== undefined ? `Content-Type: ${p.type ?? 'image/png'}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(p.file ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export type Part = { name: string; value?: string; file?: Buffer; filename?: string; type?: string };

/** A booking form that would be valid, then broken by `defect` so it never is. */
export function bookingParts(ctx: HostileContext, r: () => number, defect: string): Part[] {
  const date = addDays(todayIso(), 10);
  const expiry = addDays(todayIso(), 800);
  const png = passportPng(Math.floor(r() * 1e6), 24, 16);
  const parts: Part[] = [
    { name: 'trip_id', value: String(ctx.tripId) },
    { name: 'from_date', value: date },
    { name: 'adults_count', value: '1' },
    { name: 'children_count', value: '0' },
    { name: 'nationality[0]', value: 'SA' },
    { name: 'passport[0]', value: 'A1234567' },
    { name: 'passport_expiry[0]', value: expiry },
    { name: 'passport_image[0]', file: png, filename: 'p.png' },
    { name: 'first_name[0]', value: 'Sara' },
    { name: 'last_name[0]', value: 'Al-Omari' },
    { name: 'birth_date[0]', value: '1990-05-01' },
    { name: 'gender[0]', value: 'female' },
  ];
  const set = (name: string, value: string) => {
    const p = parts.find((x) => x.name === name)!;
    p.value = value;
  };
  switch (defect) {
    case 'trip':
      set('trip_id', pick(r, ['abc', '0', '-1', '99999999', '1 OR 1=1', "1'; DROP TABLE bookings;--", '', '1e3', '<script>']));
      break;
    case 'date-past':
      set('from_date', pick(r, ['2020-01-01', todayIso(), '1999-12-31']));
      break;
    case 'date-bad':
      set(
        'from_date',
        pick(r, ['2026-13-45', 'tomorrow', "'; DROP TABLE bookings;--", '<script>alert(1)</script>', '9999-99-99', '']),
      );
      break;
    case 'adults':
      set('adults_count', pick(r, ['0', '-1', 'abc', '100', '1e9', '', '1.5', '２']));
      break;
    case 'children':
      set('children_count', pick(r, ['-1', 'abc', '100', '1e9', '1.5']));
      break;
    case 'travellers-missing':
      set('adults_count', '2');
      break;
    case 'passport-expired':
      set('passport_expiry[0]', pick(r, ['2020-01-01', '2001-02-30', 'never', '']));
      break;
    case 'passport-number':
      set('passport[0]', pick(r, ["'; DROP TABLE booking_travellers;--", '<script>', '../../x', '', 'a'.repeat(100), 'مرحبا']));
      break;
    case 'no-image':
      parts.splice(
        parts.findIndex((p) => p.name === 'passport_image[0]'),
        1,
      );
      break;
    case 'html-as-png': {
      // A PNG signature glued to HTML passes a magic-bytes check: paired with a past date so the case
      // stays invalid whatever the server thinks of the file.
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.file = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      set('from_date', '2020-01-01');
      break;
    }
    case 'not-an-image': {
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.file = Buffer.from(
        pick(r, ['<html><script>alert(1)</script></html>', 'MZ\x90\x00 fake exe', '#!/bin/sh\nrm -rf /', 'GIF89a....', '']),
      );
      p.type = pick(r, ['image/png', 'image/jpeg', 'text/html', 'application/x-msdownload']);
      break;
    }
    case 'empty-image': {
      parts.find((x) => x.name === 'passport_image[0]')!.file = Buffer.alloc(0);
      break;
    }
    case 'traversal-filename': {
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.filename = pick(r, [
        '../../../../etc/passwd',
        '..\\..\\..\\windows\\win.ini',
        '/etc/shadow',
        '../uploads/files/evil.png',
        '%2e%2e%2fevil.png',
        'a'.repeat(1000) + '.png',
        '<script>.png',
      ]);
      set('from_date', '2020-01-01');
      break;
    }
    case 'traversal-field':
      parts.push({
        name: pick(r, [
          'passport_image[../../x]',
          '../../passport_image',
          'passport_image[99]',
          'visa_image[-1]',
          '__proto__',
          'constructor[prototype]',
        ]),
        file: passportPng(1, 8, 8),
      });
      set('trip_id', '0');
      break;
    case 'too-many-files':
      for (let i = 0; i < 45; i++) parts.push({ name: `visa_image[${i % 20}]`, file: passportPng(i, 4, 4) });
      set('adults_count', '0');
      break;
    case 'duplicate-files':
      parts.push({ name: 'passport_image[0]', file: passportPng(2, 8, 8) });
      parts.push({ name: 'passport_image[0]', file: passportPng(3, 8, 8) });
      break;
    default:
      set('trip_id', '0');
  }
  // Extra fields and junk, ignored by the server.
  if (r() < 0.5)
    parts.push({
      name: pick(r, ['total_price', 'status', 'customer_id', 'is_admin', 'id']),
      value: pick(r, ['0', '-100', 'confirmed', '1', pick(r, SQL)]),
    });
  return parts;
}

export const BOOKING_DEFECTS = [
  'trip',
  'date-past',
  'date-bad',
  'adults',
  'children',
  'travellers-missing',
  'passport-expired',
  'passport-number',
  'no-image',
  'html-as-png',
  'not-an-image',
  'empty-image',
  'traversal-filename',
  'traversal-field',
  'too-many-files',
  'duplicate-files',
];
