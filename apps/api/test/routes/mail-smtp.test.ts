import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successMessages } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, register } from '../helper.ts';

// The SMTP path of apps/api/src/platform/mail/transports.ts (SMTP_URL set): a small SMTP server in this process
// takes what nodemailer sends, so the test sees the real conversation and the real message.
interface Received {
  from: string;
  to: string[];
  data: string;
}

const REPLIES: Record<string, string> = {
  EHLO: '250 sink.test',
  HELO: '250 sink.test',
  MAIL: '250 2.1.0 ok',
  RCPT: '250 2.1.5 ok',
  DATA: '354 go ahead',
  RSET: '250 ok',
  NOOP: '250 ok',
  QUIT: '221 bye',
};

function smtpSink() {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            say('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        say(REPLIES[verb] ?? '502 5.5.2 not implemented');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => {});
  });
  return { server, received };
}

/** The text/plain part of a message, whichever transfer encoding nodemailer chose. */
function bodyText(raw: string): string {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  // A booking e-mail is multipart/alternative (text and HTML): read its text part.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head!)?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p));
    return part ? bodyText(part.replace(/^\r\n/, '')) : '';
  }
  if (/content-transfer-encoding:\s*base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('e-mail over SMTP (SMTP_URL)', () => {
  const sink = smtpSink();
  let smtpUrl = '';
  beforeAll(async () => {
    await new Promise<void>((r) => sink.server.listen(0, '127.0.0.1', r));
    smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}?ignoreTLS=true`;
  });
  afterAll(() => new Promise<void>((r) => sink.server.close(() => r())));

  it('sends the reset link and the booking confirmation through the mail server, nothing to the outbox', async () => {
    const t = await createTestApp({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Rihla <no-reply@rihla.test>',
      PUBLIC_URL: 'https://rihla.test',
    });
    try {
      const { token, user } = await register(t.app);
      const trip = await bookableTrip(t.app);
      const booked = await book(t.app, token, bookingParts(trip.id));
      expect(booked.statusCode, booked.body).toBe(200);
      // Registration's verification link (issue 12) and the booking's confirmation.
      await waitFor(() => sink.received.length >= 2);
      expect(sink.received.some((m) => /verify-email\?token=/.test(bodyText(m.data)))).toBe(true);
      const confirmation = sink.received.find((m) => bodyText(m.data).includes('رقم الحجز'))!;
      expect(bodyText(confirmation.data)).toContain(`${booked.json().data.id}`);
      expect(confirmation.data).toMatch(/^Subject: .+/m);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email: user.email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: successMessages.resetSent });
      // Through the mail outbox (platform/mail/outbox.ts): delivered right after the answer.
      await t.app.mailOutbox.drain();
      const reset = sink.received.at(-1)!;
      expect(reset.from).toContain('<no-reply@rihla.test>');
      expect(reset.to).toEqual([`RCPT TO:<${user.email}>`]);
      const link = /https:\/\/rihla\.test\/auth\/reset-password\?token=[\w-]+/.exec(bodyText(reset.data))?.[0];
      expect(link, reset.data).toBeTruthy();
      // The mailed link works (and, as any reset does, signs the customer's sessions out).
      const newPassword = 'Mailed2026';
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: new URL(link!).searchParams.get('token'), password: newPassword, password_confirmation: newPassword },
      });
      expect(done.statusCode, done.body).toBe(200);

      expect(fs.existsSync(`${t.dataDir}/outbox`)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('with the mail server away: the reset answers 200, the link waits in the outbox; a booking still succeeds', async () => {
    // A port nothing listens on.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000` });
    try {
      const { token, user } = await register(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email: user.email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: successMessages.resetSent });
      await t.app.mailOutbox.drain();
      // Tried, failed, due again later (test/lib/mail-outbox.test.ts follows a server coming back).
      const waiting = await t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', user.email).execute();
      expect(waiting.map((m) => m.subject).sort()).toEqual(['استعادة كلمة المرور - رحلة', 'تأكيد البريد الإلكتروني - رحلة']);
      for (const m of waiting) {
        expect(m.sent_at).toBeNull();
        expect(Date.parse(m.next_attempt_at!)).toBeGreaterThan(Date.now());
      }
      expect(waiting.some((m) => m.attempts >= 1 && /ECONNREFUSED|ECONNECTION/.test(m.last_error ?? ''))).toBe(true);
      const trip = await bookableTrip(t.app);
      const booked = await book(t.app, token, bookingParts(trip.id));
      expect(booked.statusCode, booked.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});
