import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  raw: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part of a multipart/alternative message, '' without one. */
  html: string;
}

const decode = (b64: string) => Buffer.from(b64.replace(/\r\n/g, ''), 'base64').toString('utf8');

/** An .eml file the outbox mailer wrote, decoded (plain text, or multipart/alternative text + HTML). */
export function readMail(raw: string): OutboxMail {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const to = /^To: (.*)$/m.exec(head!)?.[1] ?? '';
  const subjectRaw = /^Subject: (.*)$/m.exec(head!)?.[1] ?? '';
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(subjectRaw);
  const subject = encoded ? decode(encoded[1]!) : subjectRaw;
  const boundary = /boundary="([^"]+)"/.exec(head!)?.[1];
  if (!boundary) return { raw, to, subject, text: decode(rest.join('\r\n\r\n')), html: '' };
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const body = (type: string) => {
    const p = parts.find((x) => x.includes(`Content-Type: ${type}`));
    return p ? decode(p.split('\r\n\r\n')[1] ?? '') : '';
  };
  return { raw, to, subject, text: body('text/plain'), html: body('text/html') };
}

/** Every e-mail the outbox mailer wrote under `dataDir`, oldest first. */
export function allMail(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = fs.readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(fs.readFileSync(path.join(outbox, f), 'utf8')));
}

/** The newest e-mail the outbox mailer wrote under `dataDir`, decoded. */
export function latestMail(dataDir: string): OutboxMail {
  return allMail(dataDir).at(-1)!;
}

/** The token of the link in a mail's text (`…?token=…`). */
export function linkToken(text: string): string {
  const m = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return m[1]!;
}
