import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server (smtp-server, the library behind many test and relay servers) in the test's
// process: it refuses every connection with 421 while `accepting` is false, as a mail server down for
// maintenance does, and takes every message once it is true. `reject` makes it refuse a recipient for
// good (550).

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

/** The Subject header, unfolded and with its encoded words (RFC 2047, B or Q) decoded. */
function subjectOf(raw: string): string {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export async function startSmtpServer() {
  const state = { accepting: false, received: [] as ReceivedMail[], reject: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.accepting) return callback();
      callback(Object.assign(new Error('down for maintenance'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (state.reject.has(address.address)) return callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((a) => a.address).join(',');
        state.received.push({ to, subject: subjectOf(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    state,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
