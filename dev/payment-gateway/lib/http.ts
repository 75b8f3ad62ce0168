import type { IncomingMessage, ServerResponse } from 'node:http';

// HTTP plumbing in Moyasar's shape (docs.moyasar.com/api/errors): JSON answers, errors as
// `{ type, message, errors }`, HTTP Basic authentication with the API key as the user name.

export class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly errors: Record<string, string[]> | null;
  constructor(status: number, type: string, message: string, errors: Record<string, string[]> | null = null) {
    super(message);
    this.status = status;
    this.type = type;
    this.errors = errors;
  }
}

export const validationFailed = (errors: Record<string, string[]>) =>
  new ApiError(400, 'invalid_request_error', 'Validation Failed', errors);
export const invalidRequest = (message: string) => new ApiError(400, 'invalid_request_error', message);
export const notFound = () => new ApiError(404, 'invalid_request_error', 'Object not found');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS });
  res.end(text);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, { type: error.type, message: error.message, errors: error.errors });
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

export function preflight(res: ServerResponse): void {
  res.writeHead(204, { ...CORS, 'access-control-max-age': '600' });
  res.end();
}

const MAX_BODY = 1024 * 1024;

/** The request's body as an object: JSON, or a form (`source[type]=creditcard` nests like Rails). */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw invalidRequest('Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return parseForm(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('Request body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidRequest('Request body must be an object');
  return parsed as Record<string, unknown>;
}

function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  }
  return out;
}

/** The API key of an HTTP Basic `Authorization` header (the user name; the password is empty). */
export function basicAuthKey(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
