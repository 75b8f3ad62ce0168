import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { FileCipher, loadFilesKey } from '../../platform/file-cipher.ts';
import { useFilesCipher } from './credentials.ts';
import { onboard, OnboardingError } from './onboarding.ts';
import { latestCredentials } from './repositories/zatca.ts';
import { certificateInfo } from './x509.ts';

// The operator's ZATCA commands (issue 27, phase 2): `pnpm admin zatca onboard --otp N` and
// `pnpm admin zatca status`.

export const ZATCA_HELP = `  pnpm admin zatca onboard --otp N [--branch B] [--location L]
                                                           onboard this EGS unit with ZATCA: key, CSR, compliance CSID
                                                           (the OTP from fatoora.zatca.gov.sa), compliance checks,
                                                           production CSID, stored sealed with the files key (ZATCA=…)
  pnpm admin zatca status                                  the signing certificate and the reports by status`;

export class ZatcaCommandError extends Error {}

export async function runZatcaCommand(
  database: Database,
  config: Config,
  args: string[],
  options: { otp?: string; branch?: string; location?: string },
): Promise<void> {
  const { db } = database;
  const quiet = { warn: (o: unknown, m?: string) => console.warn(m ?? o), info: () => {} } as never;
  const cipher = new FileCipher(await loadFilesKey(config.filesKey, config.dataDir, quiet));
  useFilesCipher(cipher);
  switch (args[0]) {
    case 'onboard': {
      if (!config.zatca)
        throw new ZatcaCommandError('set ZATCA (sandbox, simulation, production or simulator) and ZATCA_API_URL first');
      if (!options.otp) throw new ZatcaCommandError('onboard needs --otp (Fatoora portal → onboard new solution unit)');
      try {
        const result = await onboard(
          db,
          cipher,
          config.zatca,
          {
            otp: options.otp,
            identity: {
              ...(options.branch ? { organizationalUnit: options.branch } : {}),
              ...(options.location ? { location: options.location } : {}),
            },
          },
          (line) => console.log(line),
        );
        console.log('onboarded', result);
      } catch (e) {
        if (e instanceof OnboardingError || (e as Error).message.includes('ZATCA answered'))
          throw new ZatcaCommandError((e as Error).message);
        throw e;
      }
      return;
    }
    case 'status': {
      for (const kind of ['production', 'compliance', 'self_signed']) {
        const row = await latestCredentials(db, kind);
        if (!row) continue;
        const cert = certificateInfo(Buffer.from(row.certificate, 'base64'));
        console.log(
          `${kind}: ${cert.x509.subject.replace(/\n/g, ', ')}; issuer ${cert.issuerName}; valid to ${cert.x509.validTo}`,
        );
      }
      const counts = await db
        .selectFrom('invoice_reports')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      console.table(counts.map((c) => ({ status: c.status, invoices: Number(c.n) })));
      return;
    }
    default:
      throw new ZatcaCommandError(`zatca takes onboard or status\n${ZATCA_HELP}`);
  }
}
