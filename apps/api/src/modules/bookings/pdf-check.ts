import zlib from 'node:zlib';

// An uploaded PDF (a Saudi e-visa) is kept only when it is a document and nothing more (issue 29,
// finding 2). Searching the file and its Flate streams for active content was passed three ways:
// JavaScript in an /ASCIIHexDecode object stream, in a Flate stream with a bad checksum (we skipped
// it, readers do not), and in an RC4-encrypted PDF with an empty user password. So now:
//
// - an encrypted PDF is refused (any /Encrypt, even with an empty user password): staff could not
//   open one with a real password anyway, and we cannot search what we cannot read;
// - every stream is decoded through every filter of its /Filter chain (Flate with its Adler-32
//   checked, LZW, ASCIIHex, ASCII85, RunLength, and the PNG and TIFF predictors); a stream that does
//   not decode, an unknown filter or a stream we cannot delimit refuses the file. Image codecs
//   (DCT, JPX, JBIG2, CCITT) are the end of a chain: their output is pixels, not PDF syntax;
// - the file and every decoded stream (object streams included) are searched for the names that
//   make a PDF act, after undoing #xx escapes in names, and for markup.
//
// A parser was measured instead (pdfjs-dist, see docs/security.md): it reads broken streams the
// tolerant way readers do and exposes actions per page and annotation, not one answer to "is there
// anything active"; pdf-lib has not been released since 2021. This scanner refuses what it cannot
// fully read, which is the rule the issue asks for.

export type PdfVerdict = 'inert' | 'not-pdf' | 'encrypted' | 'active' | 'undecodable';

// Names that make a PDF act rather than show: scripts, launching programs, embedded files, forms that
// submit, multimedia, automatic actions.
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE|AA)(?![A-Za-z0-9])/;
const ENCRYPT = /\/Encrypt(?![A-Za-z0-9])/;
const MARKUP = /<\s*(!doctype|html|script|svg|iframe|body|object|embed)\b/i;
/** Decoded bytes a file may expand to (all streams together): a decompression bomb is refused. */
const MAX_DECODED = 64 * 1024 * 1024;
const MAX_STREAMS = 5000;
const IMAGE_CODECS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

class Undecodable extends Error {}

function unescapeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// ---- a small reader of PDF objects: enough for a stream's dictionary ----

type PdfValue = number | boolean | null | string | { name: string } | { ref: string } | PdfValue[] | PdfDict;
interface PdfDict {
  dict: Map<string, PdfValue>;
}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelim = (c: number) => '()<>[]{}/%'.includes(String.fromCharCode(c));

class Reader {
  readonly buf: Buffer;
  at: number;
  constructor(buf: Buffer, at: number) {
    this.buf = buf;
    this.at = at;
  }

  skip(): void {
    const b = this.buf;
    while (this.at < b.length) {
      if (isWhite(b[this.at]!)) this.at++;
      else if (b[this.at] === 0x25 /* % */) while (this.at < b.length && b[this.at] !== 0x0a && b[this.at] !== 0x0d) this.at++;
      else break;
    }
  }

  private regular(): string {
    const b = this.buf;
    const start = this.at;
    while (this.at < b.length && !isWhite(b[this.at]!) && !isDelim(b[this.at]!)) this.at++;
    return b.toString('latin1', start, this.at);
  }

  value(depth = 0): PdfValue {
    if (depth > 50) throw new Undecodable('nested too deep');
    this.skip();
    const b = this.buf;
    const c = b[this.at];
    if (c === undefined) throw new Undecodable('end of file in an object');
    if (c === 0x3c /* < */ && b[this.at + 1] === 0x3c) {
      this.at += 2;
      const dict = new Map<string, PdfValue>();
      for (;;) {
        this.skip();
        if (b[this.at] === 0x3e && b[this.at + 1] === 0x3e) {
          this.at += 2;
          return { dict };
        }
        const key = this.value(depth + 1);
        if (typeof key !== 'object' || key === null || !('name' in key)) throw new Undecodable('a dictionary key is not a name');
        dict.set(key.name, this.value(depth + 1));
      }
    }
    if (c === 0x3c) {
      const end = b.indexOf(0x3e, this.at);
      if (end < 0) throw new Undecodable('unterminated hex string');
      this.at = end + 1;
      return '<hex>';
    }
    if (c === 0x28 /* ( */) {
      let level = 0;
      for (; this.at < b.length; this.at++) {
        const d = b[this.at]!;
        if (d === 0x5c) this.at++;
        else if (d === 0x28) level++;
        else if (d === 0x29 && --level === 0) {
          this.at++;
          return '(string)';
        }
      }
      throw new Undecodable('unterminated string');
    }
    if (c === 0x5b /* [ */) {
      this.at++;
      const list: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (b[this.at] === 0x5d) {
          this.at++;
          return list;
        }
        list.push(this.value(depth + 1));
      }
    }
    if (c === 0x2f /* / */) {
      this.at++;
      return { name: unescapeNames(this.regular()) };
    }
    const word = this.regular();
    if (word === '') throw new Undecodable(`unexpected byte ${c}`);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      // "12 0 R" is a reference.
      const save = this.at;
      this.skip();
      const gen = this.regular();
      this.skip();
      if (/^\d+$/.test(word) && /^\d+$/.test(gen) && this.buf[this.at] === 0x52 /* R */) {
        this.at++;
        return { ref: `${word} ${gen}` };
      }
      this.at = save;
      return Number(word);
    }
    return word;
  }
}

// ---- filters ----

const nameOf = (v: PdfValue | undefined): string | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'name' in v ? v.name : null;
const dictOf = (v: PdfValue | undefined): Map<string, PdfValue> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'dict' in v ? v.dict : null;
const numberIn = (d: Map<string, PdfValue> | null, key: string, fallback: number): number => {
  const v = d?.get(key);
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new Undecodable(`bad /${key}`);
  return v;
};

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/[\s\0]/g, '');
  const end = text.indexOf('>');
  const hex = end >= 0 ? text.slice(0, end) : text;
  if (end < 0 || !/^[0-9A-Fa-f]*$/.test(hex)) throw new Undecodable('ASCIIHex');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85(data: Buffer): Buffer {
  let text = data.toString('latin1').replace(/[\s\0]/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end < 0) throw new Undecodable('ASCII85 without its end');
  text = text.slice(0, end);
  const out: number[] = [];
  let group: number[] = [];
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const v = ch.charCodeAt(0) - 33;
    if (v < 0 || v > 84) throw new Undecodable('ASCII85');
    group.push(v);
    if (group.length === 5) {
      const n = group.reduce((a, d) => a * 85 + d, 0);
      if (n > 0xffffffff) throw new Undecodable('ASCII85');
      out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
      group = [];
    }
  }
  if (group.length === 1) throw new Undecodable('ASCII85');
  if (group.length) {
    const k = group.length;
    while (group.length < 5) group.push(84);
    const n = group.reduce((a, d) => a * 85 + d, 0);
    if (n > 0xffffffff) throw new Undecodable('ASCII85');
    out.push(...[(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].slice(0, k - 1));
  }
  return Buffer.from(out);
}

function runLength(data: Buffer, limit: number): Buffer {
  const out: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < data.length;) {
    const n = data[i++]!;
    if (n === 128) return Buffer.concat(out);
    if (n < 128) {
      if (i + n + 1 > data.length) throw new Undecodable('RunLength');
      out.push(data.subarray(i, i + n + 1));
      size += n + 1;
      i += n + 1;
    } else {
      if (i >= data.length) throw new Undecodable('RunLength');
      out.push(Buffer.alloc(257 - n, data[i++]!));
      size += 257 - n;
    }
    if (size > limit) throw new Undecodable('too large');
  }
  throw new Undecodable('RunLength without its end');
}

function lzw(data: Buffer, earlyChange: number, limit: number): Buffer {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => (i < 256 ? [i] : []));
  };
  reset();
  let width = 9;
  let bits = 0;
  let acc = 0;
  let prev: number[] | null = null;
  for (let i = 0; i < data.length; i++) {
    acc = (acc << 8) | data[i]!;
    bits += 8;
    while (bits >= width) {
      const code = (acc >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      acc &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        prev = null;
        continue;
      }
      if (code === 257) return Buffer.from(out);
      let entry: number[];
      if (code < table.length && table[code]!.length) entry = table[code]!;
      else if (code === table.length && prev) entry = [...prev, prev[0]!];
      else throw new Undecodable('LZW');
      out.push(...entry);
      if (out.length > limit) throw new Undecodable('too large');
      if (prev) table.push([...prev, entry[0]!]);
      prev = entry;
      const next = table.length + earlyChange;
      if (next >= 1 << width && width < 12) width++;
    }
  }
  // Without an end-of-data code: what was read is the stream (readers accept it).
  return Buffer.from(out);
}

/** Undoes the PNG (10–15) and TIFF (2) predictors a Flate or LZW stream may carry. */
function unpredict(data: Buffer, parms: Map<string, PdfValue> | null): Buffer {
  const predictor = numberIn(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  const colors = numberIn(parms, 'Colors', 1);
  const bpc = numberIn(parms, 'BitsPerComponent', 8);
  const columns = numberIn(parms, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bpc) || columns < 1 || columns > 1 << 20)
    throw new Undecodable('predictor parameters');
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) {
    if (bpc !== 8) throw new Undecodable('TIFF predictor other than 8 bits');
    const out = Buffer.from(data);
    for (let r = 0; r + rowLength <= out.length; r += rowLength)
      for (let i = bpp; i < rowLength; i++) out[r + i] = (out[r + i]! + out[r + i - bpp]!) & 255;
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Undecodable('predictor');
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = data.subarray(r * (rowLength + 1) + 1, (r + 1) * (rowLength + 1));
    const o = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const left = i >= bpp ? out[o + i - bpp]! : 0;
      const up = r > 0 ? out[o - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[o - rowLength + i - bpp]! : 0;
      let v = src[i]!;
      if (type === 1) v += left;
      else if (type === 2) v += up;
      else if (type === 3) v += (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (type !== 0) throw new Undecodable('PNG row type');
      out[o + i] = v & 255;
    }
  }
  return out;
}

/** The stream's bytes through its whole filter chain; throws Undecodable when any step fails. */
function decode(raw: Buffer, dict: Map<string, PdfValue>, limit: number): Buffer | null {
  const filterValue = dict.get('Filter') ?? dict.get('F');
  const parmsValue = dict.get('DecodeParms') ?? dict.get('DP');
  const filters =
    filterValue === undefined || filterValue === null ? [] : Array.isArray(filterValue) ? filterValue : [filterValue];
  const parmsList = Array.isArray(parmsValue) ? parmsValue : filters.map(() => parmsValue ?? null);
  let data = raw;
  for (let i = 0; i < filters.length; i++) {
    const name = nameOf(filters[i]);
    if (!name) throw new Undecodable('a filter that is not a name');
    const parms = parmsList[i] === null || parmsList[i] === undefined ? null : dictOf(parmsList[i]);
    if (parmsList[i] !== null && parmsList[i] !== undefined && !parms) throw new Undecodable('DecodeParms');
    if (IMAGE_CODECS.has(name)) {
      // Pixels from here on: the last filter, or the file is not what it says.
      if (i !== filters.length - 1) throw new Undecodable('an image codec before another filter');
      return null;
    }
    switch (name) {
      case 'FlateDecode':
      case 'Fl':
        try {
          // zlib checks the Adler-32 at the end: a stream with a wrong one is refused.
          data = zlib.inflateSync(data, { maxOutputLength: limit });
        } catch {
          throw new Undecodable('Flate');
        }
        data = unpredict(data, parms);
        break;
      case 'LZWDecode':
      case 'LZW':
        data = unpredict(lzw(data, numberIn(parms, 'EarlyChange', 1), limit), parms);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        data = asciiHex(data);
        break;
      case 'ASCII85Decode':
      case 'A85':
        data = ascii85(data);
        break;
      case 'RunLengthDecode':
      case 'RL':
        data = runLength(data, limit);
        break;
      default:
        // Crypt (encryption) and anything unknown.
        throw new Undecodable(`filter ${name}`);
    }
    if (data.length > limit) throw new Undecodable('too large');
  }
  return data;
}

function streamsOf(pdf: Buffer, text: string): Buffer[] {
  const out: Buffer[] = [];
  let budget = MAX_DECODED;
  let found = 0;
  for (const m of text.matchAll(/(?<![0-9])\d+\s+\d+\s+obj(?![A-Za-z])/g)) {
    const reader = new Reader(pdf, m.index + m[0].length);
    let value: PdfValue;
    try {
      value = reader.value();
    } catch {
      continue; // not an object we can read: its bytes are still searched as they are
    }
    const dict = dictOf(value);
    if (!dict) continue;
    reader.skip();
    if (text.slice(reader.at, reader.at + 6) !== 'stream') continue;
    if (++found > MAX_STREAMS) throw new Undecodable('too many streams');
    let start = reader.at + 6;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const length = dict.get('Length');
    let end = -1;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= pdf.length) {
      const after = text.slice(start + length, start + length + 12);
      if (/^\s*endstream/.test(after)) end = start + length;
    }
    if (end < 0) {
      end = text.indexOf('endstream', start);
      if (end < 0) throw new Undecodable('a stream without its end');
      if (pdf[end - 1] === 0x0a) end--;
      if (pdf[end - 1] === 0x0d) end--;
    }
    const decoded = decode(pdf.subarray(start, end), dict, budget);
    if (decoded) {
      budget -= decoded.length;
      if (budget < 0) throw new Undecodable('too large');
      out.push(decoded);
    }
  }
  // Every "stream" keyword after a dictionary must be one we read: none is left unsearched.
  const keywords = text.match(/>>\s*stream(\r\n|\n|\r)/g)?.length ?? 0;
  if (keywords > found) throw new Undecodable('a stream outside any object we could read');
  return out;
}

/** What the PDF is: inert (kept), or why it is refused. */
export function checkPdf(pdf: Buffer): PdfVerdict {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return 'not-pdf';
  if (!pdf.subarray(-1024).toString('latin1').includes('%%EOF')) return 'not-pdf';
  const text = pdf.toString('latin1');
  if (ENCRYPT.test(unescapeNames(text))) return 'encrypted';
  let streams: Buffer[];
  try {
    streams = streamsOf(pdf, text);
  } catch (e) {
    if (e instanceof Undecodable) return 'undecodable';
    throw e;
  }
  for (const part of [text, ...streams.map((s) => s.toString('latin1'))]) {
    const plain = unescapeNames(part);
    if (ENCRYPT.test(plain)) return 'encrypted';
    if (ACTIVE.test(plain) || MARKUP.test(plain)) return 'active';
  }
  return 'inert';
}
