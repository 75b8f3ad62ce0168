import crypto from 'node:crypto';
import zlib from 'node:zlib';

// The PDFs of issue 29, finding 2, made here with Node rather than kept as binary files: each opens in
// PDF readers (pdf.js, pypdf) and carries an /OpenAction /JavaScript that the old byte scan missed,
// except the plain one and the password-protected one (user password "secret").

const JS_CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
const PLAIN_CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>';
const CONTENT = Buffer.from('BT /F1 12 Tf 20 100 Td (Visa) Tj ET');

type Obj = string | { dict: string; data: Buffer };

/** A PDF of numbered objects (1…n) with a classic cross-reference table and the trailer's extra keys. */
function build(objects: Obj[], trailer = '', id?: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    size += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(size);
    if (typeof o === 'string') push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${i + 1} 0 obj\n${o.dict.replace('LENGTH', String(o.data.length))}\nstream\n`, 'latin1'));
      push(o.data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = size;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const ids = id ? ` /ID [<${id.toString('hex')}> <${id.toString('hex')}>]` : '';
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${ids}${trailer} >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF whose catalog (object 1) lives in an object stream (object 5), encoded by `encode`. */
function withObjectStream(filter: string, encode: (b: Buffer) => Buffer): Buffer {
  const header = '1 0 ';
  const body = encode(Buffer.from(header + JS_CATALOG, 'latin1'));
  // Objects 2–5 written plainly; 6 is the cross-reference stream that finds object 1 in object 5.
  const head = build([PLAIN_CATALOG, PAGES, PAGE, { dict: '<< /Length LENGTH >>', data: CONTENT }]);
  const cut = head.indexOf('xref\n');
  const start = Buffer.from(head.subarray(0, cut));
  const text = start.toString('latin1');
  const offsets = [1, 2, 3, 4].map((n) => text.indexOf(`\n${n} 0 obj\n`) + 1);
  // Object 1 is overridden by the copy in the object stream: replace the plain one's number with 7.
  const patched = Buffer.from(text.replace('\n1 0 obj\n', '\n7 0 obj\n'), 'latin1');
  const objStmAt = patched.length;
  const objStm = Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N 1 /First ${header.length} /Filter /${filter} /Length ${body.length} >>\nstream\n`,
      'latin1',
    ),
    body,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const xrefAt = objStmAt + objStm.length;
  const entry = (type: number, a: number, b: number) => {
    const e = Buffer.alloc(7);
    e.writeUInt8(type, 0);
    e.writeUInt32BE(a, 1);
    e.writeUInt16BE(b, 5);
    return e;
  };
  const table = Buffer.concat([
    entry(0, 0, 65535),
    entry(2, 5, 0),
    entry(1, offsets[1]!, 0),
    entry(1, offsets[2]!, 0),
    entry(1, offsets[3]!, 0),
    entry(1, objStmAt, 0),
    entry(1, xrefAt, 0),
    entry(1, offsets[0]!, 0),
  ]);
  const xref = Buffer.concat([
    Buffer.from(`6 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`, 'latin1'),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([patched, objStm, xref]);
}

/** A one-page PDF with nothing active: kept. */
export const plainPdf = () =>
  build([PLAIN_CATALOG, PAGES, PAGE, { dict: '<< /Length LENGTH /Filter /FlateDecode >>', data: zlib.deflateSync(CONTENT) }]);

/** Shape 1: the JavaScript in an /ASCIIHexDecode object stream. */
export const objStmHexPdf = () => withObjectStream('ASCIIHexDecode', (b) => Buffer.from(`${b.toString('hex')}>`, 'latin1'));

/** Shape 2: the JavaScript in a Flate object stream whose Adler-32 checksum is wrong (readers still read it). */
export const badChecksumPdf = () =>
  withObjectStream('FlateDecode', (b) => {
    const z = Buffer.from(zlib.deflateSync(b));
    z.writeUInt32BE((z.readUInt32BE(z.length - 4) ^ 0xdeadbeef) >>> 0, z.length - 4);
    return z;
  });

// ---- the standard security handler, revision 2 (RC4, 40 bits), as old tools still write it ----

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}
const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/** An RC4-encrypted PDF (revision 2): `userPassword` "" opens without asking, as the third shape. */
function encryptedPdf(userPassword: string, catalog: string): Buffer {
  const id = crypto.randomBytes(16);
  const owner = padded('owner-' + userPassword);
  const O = rc4(md5(owner).subarray(0, 5), padded(userPassword));
  const P = Buffer.alloc(4);
  P.writeInt32LE(-44);
  const key = md5(padded(userPassword), O, P, id).subarray(0, 5);
  const U = rc4(key, PAD);
  const objectKey = (num: number) =>
    md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  // Strings are encrypted too: the JavaScript is in the catalog as an encrypted hex string.
  const catalogText = catalog.replace(
    '(app.alert\\(1\\))',
    `<${rc4(objectKey(1), Buffer.from('app.alert(1)', 'latin1')).toString('hex')}>`,
  );
  return build(
    [catalogText, PAGES, PAGE, { dict: '<< /Length LENGTH >>', data: rc4(objectKey(4), CONTENT) }],
    ` /Encrypt << /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${O.toString('hex')}> /U <${U.toString('hex')}> >>`,
    id,
  );
}

/** Shape 3: RC4-encrypted with an empty user password: any reader opens it and runs the script. */
export const emptyPasswordPdf = () => encryptedPdf('', JS_CATALOG);

/** A PDF with a real user password ("secret"): staff could not open it either. */
export const passwordPdf = () => encryptedPdf('secret', PLAIN_CATALOG);
