import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../platform/db/schema.ts';
import type { FileCipher } from '../../platform/file-cipher.ts';
import type { ZatcaConfig } from '../../zatca-config.ts';
import { unsealSecret } from './credentials.ts';
import { onboard } from './onboarding.ts';
import { dueReports, latestCredentials, updateReport } from './repositories/zatca.ts';
import { zatcaClient, ZatcaUnreachable } from './zatca-client.ts';

// Reporting every simplified invoice and credit note to ZATCA within 24 hours (issue 27, phase 2):
// the job (one server at a time, every ZATCA_JOB_INTERVAL_S) sends the 'pending' rows of
// invoice_reports that are due, in number order, with the production CSID. ZATCA's answer decides:
//   200, 202 (reported with warnings), 409 (already reported) → 'reported';
//   400 → 'rejected', its validation errors kept in `response` (fix the cause and issue anew);
//   anything else (401, 429, 5xx, no answer) → tried again after a doubling wait, 'failed' after
//   ZATCA_MAX_ATTEMPTS. A server that does not answer stops the run: the rest wait for the next.

export interface ZatcaContext {
  db: Kysely<DB>;
  config: ZatcaConfig;
  cipher: FileCipher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The simulator's fixed OTP (dev/zatca-simulator): a server pointed at it onboards itself. */
export const SIMULATOR_OTP = '123456';

const BATCH = 50;

export function retryDelayMs(config: ZatcaConfig, attempts: number): number {
  return Math.min(config.retryBaseMs * 2 ** Math.max(attempts - 1, 0), config.retryMaxMs);
}

function errorsOf(body: Record<string, unknown> | null): string {
  const results = (body?.validationResults ?? {}) as { errorMessages?: { code?: string; message?: string }[] };
  const errors = results.errorMessages ?? [];
  if (errors.length) return errors.map((e) => `${e.code ?? ''}: ${e.message ?? ''}`).join('; ');
  return JSON.stringify(body ?? {}).slice(0, 500);
}

async function productionCsid(ctx: ZatcaContext) {
  let row = await latestCredentials(ctx.db, 'production');
  if (!row && ctx.config.mode === 'simulator') {
    ctx.log.info({ url: ctx.config.apiUrl }, "ZATCA simulator: onboarding this server with the simulator's OTP");
    await onboard(ctx.db, ctx.cipher, ctx.config, { otp: SIMULATOR_OTP });
    row = await latestCredentials(ctx.db, 'production');
  }
  if (!row?.binary_security_token || !row.secret) return null;
  return { binarySecurityToken: row.binary_security_token, secret: unsealSecret(row.secret) };
}

export interface ReportRun {
  reported: number;
  rejected: number;
  retried: number;
  failed: number;
}

/** One run of the reporting job. */
export async function reportDue(ctx: ZatcaContext, nowMs = Date.now()): Promise<ReportRun> {
  const run: ReportRun = { reported: 0, rejected: 0, retried: 0, failed: 0 };
  const due = await dueReports(ctx.db, new Date(nowMs).toISOString(), BATCH);
  if (!due.length) return run;
  const auth = await productionCsid(ctx);
  if (!auth) {
    ctx.log.warn(
      { pending: due.length },
      'ZATCA: invoices wait to be reported: this server is not onboarded (pnpm admin zatca onboard --otp …)',
    );
    return run;
  }
  const client = zatcaClient(ctx.config.apiUrl, ctx.config.timeoutMs);
  for (const r of due) {
    const attempts = r.attempts + 1;
    const now = new Date().toISOString();
    if (!r.xml) {
      await updateReport(ctx.db, r.invoice_id, {
        status: 'failed',
        attempts,
        last_error: 'issued before phase 2: no XML to report',
        next_attempt_at: null,
        reported_at: null,
        response: null,
      });
      run.failed++;
      continue;
    }
    let status = 0;
    let body: Record<string, unknown> | null = null;
    let error: string;
    try {
      ({ status, body } = await client.report(auth, { hash: r.hash, uuid: r.uuid, xml: r.xml }));
      error = `${status} ${errorsOf(body)}`;
    } catch (e) {
      if (!(e instanceof ZatcaUnreachable)) throw e;
      error = e.message;
    }
    const response = body ? JSON.stringify(body) : null;
    if (status === 200 || status === 202 || status === 409) {
      await updateReport(ctx.db, r.invoice_id, {
        status: 'reported',
        attempts,
        last_error: null,
        next_attempt_at: null,
        reported_at: now,
        response,
      });
      run.reported++;
      ctx.log.info({ invoice: r.number, status }, 'ZATCA: invoice reported');
    } else if (status === 400) {
      await updateReport(ctx.db, r.invoice_id, {
        status: 'rejected',
        attempts,
        last_error: error,
        next_attempt_at: null,
        reported_at: null,
        response,
      });
      run.rejected++;
      ctx.log.error({ invoice: r.number, error }, 'ZATCA rejected an invoice');
    } else {
      const failed = attempts >= ctx.config.maxAttempts;
      await updateReport(ctx.db, r.invoice_id, {
        status: failed ? 'failed' : 'pending',
        attempts,
        last_error: error,
        next_attempt_at: failed ? null : new Date(Date.now() + retryDelayMs(ctx.config, attempts)).toISOString(),
        reported_at: null,
        response,
      });
      if (failed) {
        run.failed++;
        ctx.log.error({ invoice: r.number, attempts, error }, 'ZATCA: reporting an invoice failed; gave up');
      } else {
        run.retried++;
        ctx.log.warn({ invoice: r.number, attempts, error }, 'ZATCA: reporting failed; will try again');
      }
      // ZATCA is down or refuses this server: the rest wait for the next run.
      break;
    }
  }
  return run;
}
