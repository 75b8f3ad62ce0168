import fs from 'node:fs';
import path from 'node:path';

/** The newest e-mail the outbox mailer wrote under `dataDir`, decoded. */
export function latestMail(dataDir: string): { raw: string; text: string; to: string } {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const raw = fs.readFileSync(path.join(outbox, files.at(-1)!), 'utf8');
  const [head, body] = raw.split('\r\n\r\n');
  const to = /^To: (.*)$/m.exec(head!)?.[1] ?? '';
  return { raw, to, text: Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8') };
}

/** The token of the link in a mail's text (`…?token=…`). */
export function linkToken(text: string): string {
  const m = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return m[1]!;
}
