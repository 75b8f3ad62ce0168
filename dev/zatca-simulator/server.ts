import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAuthority, issueCsid, readCsr, type ReadCsr } from './lib/pki.ts';
import { validateInvoice, type Message } from './lib/validate.ts';

// A local stand-in for ZATCA's e-invoicing API (the Fatoora developer portal, issue 27 phase 2):
// the calls the product makes, with the checks that can be made without ZATCA's own validator.
//   POST /compliance                 OTP header + {csr} → compliance CSID (binarySecurityToken, secret, requestID)
//   POST /compliance/invoices        a signed sample checked (Basic auth: compliance CSID)
//   POST /production/csids           {compliance_request_id} → production CSID, once the samples passed
//   POST /invoices/reporting/single  {invoiceHash, uuid, invoice} → 200 REPORTED, 202 with warnings,
//                                    400 NOT_REPORTED with the errors (Basic auth: production CSID)
// For tests: POST /__test/fail {count, status} answers the next `count` API calls with `status`;
// GET /__test/reports lists what was reported. What it checks and what it cannot is in README.md.

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** The OTP the Fatoora portal would give (default 123456). */
  otp?: string;
}

export interface SimulatorHandle {
  url: string;
  port: number;
  /** The next `count` API calls answer `status` (500, 503…). */
  failNext(count: number, status?: number): void;
  reports(): Report[];
  close(): Promise<void>;
}

interface Report {
  uuid: string;
  invoiceHash: string;
  status: 'REPORTED' | 'NOT_REPORTED';
  errors: Message[];
  warnings: Message[];
}

interface Csid {
  kind: 'compliance' | 'production';
  token: string;
  secret: string;
  requestId: string;
  csr: ReadCsr;
  certificate: Buffer;
  passed: Set<string>;
}

class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(String(status));
    this.status = status;
    this.body = body;
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 5 * 1024 * 1024) throw new HttpError(413, { message: 'body too large' });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw new HttpError(400, { message: 'the body is not JSON' });
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const problem = (code: string, message: string) => ({ code, message });

export async function startZatcaSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The ZATCA simulator never runs with NODE_ENV=production: it reports nothing to the authority.');
  const otp = options.otp ?? '123456';
  const ca = createAuthority();
  const csids = new Map<string, Csid>();
  const byRequest = new Map<string, Csid>();
  const reports: Report[] = [];
  let failures = { count: 0, status: 503 };
  let issued = 0;

  function authenticate(req: IncomingMessage, kind: Csid['kind']): Csid {
    const header = req.headers.authorization ?? '';
    const [user, secret] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    const csid = csids.get(user ?? '');
    if (!header.startsWith('Basic ') || !csid || csid.secret !== secret || csid.kind !== kind)
      throw new HttpError(401, { message: 'Unauthorized' });
    return csid;
  }

  function issue(kind: Csid['kind'], csr: ReadCsr): Csid {
    const certificate = issueCsid(ca, csr);
    const token = Buffer.from(certificate.toString('base64')).toString('base64');
    const csid: Csid = {
      kind,
      token,
      secret: randomBytes(24).toString('base64'),
      requestId: String(1_234_567_890 + ++issued),
      csr,
      certificate,
      passed: new Set(),
    };
    csids.set(token, csid);
    byRequest.set(csid.requestId, csid);
    return csid;
  }

  const csidAnswer = (c: Csid) => ({
    requestID: Number(c.requestId),
    tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
    dispositionMessage: 'ISSUED',
    binarySecurityToken: c.token,
    secret: c.secret,
    errors: null,
  });

  function check(body: Record<string, unknown>, csid: Csid) {
    const { invoiceHash, uuid, invoice } = body;
    if (typeof invoiceHash !== 'string' || typeof uuid !== 'string' || typeof invoice !== 'string')
      throw new HttpError(400, { message: 'invoiceHash, uuid and invoice are required' });
    const xml = Buffer.from(invoice, 'base64').toString('utf8');
    const v = validateInvoice(xml, { invoiceHash, uuid }, ca);
    if (v.certificate && !v.certificate.equals(csid.certificate))
      v.warnings.push({
        type: 'WARNING',
        code: 'CERTIFICATE',
        category: 'SIGNATURE',
        message: 'the invoice is signed with another certificate than the CSID authenticating this call',
        status: 'WARNING',
      });
    return { v, invoiceHash, uuid };
  }

  const validationResults = (v: { errors: Message[]; warnings: Message[] }) => ({
    infoMessages: [
      {
        type: 'INFO',
        code: 'XSD_ZATCA_VALID',
        category: 'XSD validation',
        message: 'Complied with UBL 2.1 standards (simulator)',
        status: 'PASS',
      },
    ],
    warningMessages: v.warnings,
    errorMessages: v.errors,
    status: v.errors.length ? 'ERROR' : v.warnings.length ? 'WARNING' : 'PASS',
  });

  const routes: Record<string, (req: IncomingMessage) => Promise<[number, unknown]>> = {
    '/compliance': async (req) => {
      const body = await readJson(req);
      if (req.headers.otp !== otp) return [400, { errors: [problem('Invalid-OTP', 'The OTP is not valid')] }];
      if (typeof body.csr !== 'string') return [400, { errors: [problem('Missing-CSR', 'csr is required')] }];
      const { csr, errors } = readCsr(Buffer.from(body.csr, 'base64').toString('utf8'));
      if (!csr || errors.length) return [400, { errors: errors.map((e) => problem('Invalid-CSR', e)) }];
      return [200, csidAnswer(issue('compliance', csr))];
    },
    '/compliance/invoices': async (req) => {
      const csid = authenticate(req, 'compliance');
      const { v } = check(await readJson(req), csid);
      if (!v.errors.length && v.typeName?.startsWith('02') && v.typeCode) csid.passed.add(v.typeCode);
      const simplified = v.typeName?.startsWith('02');
      return [
        v.errors.length ? 400 : 200,
        {
          validationResults: validationResults(v),
          reportingStatus: simplified ? (v.errors.length ? 'NOT_REPORTED' : 'REPORTED') : null,
          clearanceStatus: simplified ? null : v.errors.length ? 'NOT_CLEARED' : 'CLEARED',
          qrSellertStatus: null,
          qrBuyertStatus: null,
        },
      ];
    },
    '/production/csids': async (req) => {
      const compliance = authenticate(req, 'compliance');
      const body = await readJson(req);
      if (String(body.compliance_request_id ?? '') !== compliance.requestId)
        return [400, { errors: [problem('Invalid-Request-ID', "compliance_request_id is not this CSID's request")] }];
      const missing = ['388', '381', '383'].filter((t) => !compliance.passed.has(t));
      if (missing.length)
        return [400, { errors: [problem('Missing-Compliance-Steps', `compliance checks still due for ${missing.join(', ')}`)] }];
      return [200, csidAnswer(issue('production', compliance.csr))];
    },
    '/invoices/reporting/single': async (req) => {
      const csid = authenticate(req, 'production');
      const { v, invoiceHash, uuid } = check(await readJson(req), csid);
      if (v.typeName && !v.typeName.startsWith('02'))
        v.errors.push({
          type: 'ERROR',
          code: 'invoiceType',
          category: 'INVOICE_TYPE_ERROR',
          message: 'only simplified invoices are reported; standard ones are cleared',
          status: 'ERROR',
        });
      const status = v.errors.length ? 'NOT_REPORTED' : 'REPORTED';
      reports.push({ uuid, invoiceHash, status, errors: v.errors, warnings: v.warnings });
      return [
        v.errors.length ? 400 : v.warnings.length ? 202 : 200,
        { validationResults: validationResults(v), reportingStatus: status },
      ];
    },
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
      try {
        if (req.method === 'POST' && path === '/__test/fail') {
          const body = await readJson(req);
          failures = { count: Number(body.count ?? 1), status: Number(body.status ?? 503) };
          return send(res, 200, failures);
        }
        if (req.method === 'GET' && path === '/__test/reports') return send(res, 200, reports);
        if (req.method === 'GET' && path === '/health') return send(res, 200, { status: 'ok' });
        const route = req.method === 'POST' ? routes[path] : undefined;
        if (!route) return send(res, 404, { message: 'Not Found' });
        if (failures.count > 0) {
          failures.count--;
          req.resume();
          return send(res, failures.status, { message: 'Service Unavailable (simulated)' });
        }
        const [status, body] = await route(req);
        send(res, status, body);
      } catch (e) {
        if (e instanceof HttpError) return send(res, e.status, e.body);
        send(res, 500, { message: (e as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4013, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4013);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    reports: () => reports,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.ZATCA_SIMULATOR_PORT || 4013);
  const failStart = Number(process.env.ZATCA_SIMULATOR_FAIL_NEXT || 0);
  const sim = await startZatcaSimulator({ port, host: process.env.ZATCA_SIMULATOR_HOST || '127.0.0.1' });
  if (failStart > 0) sim.failNext(failStart, Number(process.env.ZATCA_SIMULATOR_FAIL_STATUS || 503));
  console.log(`ZATCA simulator on ${sim.url} (OTP 123456; id ${randomUUID().slice(0, 8)})`);
  const stop = () => void sim.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
