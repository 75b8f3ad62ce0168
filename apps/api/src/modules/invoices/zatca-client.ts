// The calls the product makes to ZATCA's e-invoicing API (issue 27, phase 2), as the Fatoora
// developer portal documents them and the open SDK ports make them: version V2, JSON bodies, the
// CSIDs' Basic authentication (the binarySecurityToken as user, the secret as password).
//   POST /compliance                 CSR (base64 of the PEM) + OTP header → compliance CSID
//   POST /compliance/invoices        a signed sample, checked with the compliance CSID
//   POST /production/csids           compliance_request_id → production CSID
//   POST /invoices/reporting/single  {invoiceHash, uuid, invoice: base64 XML} → validationResults

export interface Csid {
  /** base64 of the certificate's base64 DER, as ZATCA gives it. */
  binarySecurityToken: string;
  secret: string;
  requestID: string;
}

export interface ZatcaAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export class ZatcaUnreachable extends Error {}

/** The certificate (DER) inside a binarySecurityToken. */
export const certificateOfToken = (token: string) => Buffer.from(Buffer.from(token, 'base64').toString('ascii'), 'base64');

export const basicAuth = (c: { binarySecurityToken: string; secret: string }) =>
  `Basic ${Buffer.from(`${c.binarySecurityToken}:${c.secret}`).toString('base64')}`;

export function zatcaClient(apiUrl: string, timeoutMs = 30_000) {
  async function call(path: string, body: unknown, headers: Record<string, string>): Promise<ZatcaAnswer> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          'accept-version': 'V2',
          'accept-language': 'en',
          accept: 'application/json',
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new ZatcaUnreachable(`ZATCA did not answer ${path}: ${(e as Error).message}`);
    }
    const text = await res.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      parsed = { text: text.slice(0, 2000) };
    }
    return { status: res.status, body: parsed };
  }

  const csidOf = (a: ZatcaAnswer, what: string): Csid => {
    const b = a.body ?? {};
    if (a.status !== 200 || typeof b.binarySecurityToken !== 'string' || typeof b.secret !== 'string')
      throw new Error(`${what}: ZATCA answered ${a.status} ${JSON.stringify(b).slice(0, 500)}`);
    return { binarySecurityToken: b.binarySecurityToken, secret: b.secret, requestID: String(b.requestID ?? '') };
  };

  const invoiceBody = (inv: { hash: string; uuid: string; xml: string }) => ({
    invoiceHash: inv.hash,
    uuid: inv.uuid,
    invoice: Buffer.from(inv.xml, 'utf8').toString('base64'),
  });

  return {
    async complianceCsid(csrPem: string, otp: string): Promise<Csid> {
      return csidOf(await call('/compliance', { csr: Buffer.from(csrPem).toString('base64') }, { otp }), 'compliance CSID');
    },
    complianceCheck(auth: Csid, inv: { hash: string; uuid: string; xml: string }) {
      return call('/compliance/invoices', invoiceBody(inv), { authorization: basicAuth(auth) });
    },
    async productionCsid(auth: Csid): Promise<Csid> {
      return csidOf(
        await call('/production/csids', { compliance_request_id: auth.requestID }, { authorization: basicAuth(auth) }),
        'production CSID',
      );
    },
    report(auth: { binarySecurityToken: string; secret: string }, inv: { hash: string; uuid: string; xml: string }) {
      return call('/invoices/reporting/single', invoiceBody(inv), { authorization: basicAuth(auth), 'clearance-status': '0' });
    },
  };
}

export type ZatcaClient = ReturnType<typeof zatcaClient>;
