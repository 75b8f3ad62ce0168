import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

// The transports of outgoing e-mail: SMTP when SMTP_URL is set, otherwise one .eml file per message in
// $DATA_DIR/outbox that a developer can open in any mail client. Nothing calls them directly: every
// message goes through the mail outbox table and its sender (platform/mail/outbox.ts).

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML version: the message is then multipart/alternative, plain text first. */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

export function outboxMailer(dir: string, from: string): Mailer {
  // Files sort in the order they were written, even two in the same millisecond (the outbox's sender
  // delivers a batch at once): the time, then this process's count.
  let written = 0;
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      written += 1;
      const file = path.join(dir, `${stamp}-${String(written).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`);
      const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
      const boundary = `rihla-${crypto.randomBytes(8).toString('hex')}`;
      const part = (type: string, s: string) => [
        `--${boundary}`,
        `Content-Type: ${type}; charset=utf-8`,
        'Content-Transfer-Encoding: base64',
        '',
        encode(s),
      ];
      const content = mail.html
        ? [
            `Content-Type: multipart/alternative; boundary="${boundary}"`,
            '',
            ...part('text/plain', mail.text),
            ...part('text/html', mail.html),
            `--${boundary}--`,
          ]
        : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', encode(mail.text)];
      const eml = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${encodeHeader(mail.subject)}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        ...content,
        '',
      ].join('\r\n');
      await fs.writeFile(`${file}.tmp`, eml, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
    },
    close() {},
  };
}

export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  // Bounded waits, so one send never outlasts the outbox's lease (platform/mail/outbox.ts,
  // SEND_TIMEOUT_MS); parameters in SMTP_URL (…?connectionTimeout=…) still win.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * The outbox folder's .eml files written before `before` (ms since the epoch), deleted: they hold
 * customers' names and links, kept MAIL_KEEP_DAYS like the outbox table's rows (issue 29, item 9).
 * Returns how many went; a missing folder is none.
 */
export async function deleteOldOutboxFiles(dir: string, before: number): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) {
      await fs.rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
