// ZATCA e-invoicing, phase 2 (issue 27; README.md, "Tax invoices"): where the server reports its
// simplified invoices and credit notes, and how often. Every invoice is signed whatever the mode;
// the mode only says where it is reported (off: nowhere; the reports wait as 'pending').

type Env = Record<string, string | undefined>;

export const ZATCA_MODES = ['off', 'simulator', 'sandbox', 'simulation', 'production'] as const;
export type ZatcaMode = (typeof ZATCA_MODES)[number];

/**
 * ZATCA's e-invoicing API (the Fatoora portal's documented base URLs):
 * - sandbox, the developer portal (fixed test OTPs, any data):
 *   https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal
 * - simulation, the taxpayer's rehearsal with a real OTP from fatoora.zatca.gov.sa's simulation:
 *   https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation
 * - production ("core"): https://gw-fatoora.zatca.gov.sa/e-invoicing/core
 * - simulator: dev/zatca-simulator of this repository (`./rihla start` runs it on port 4013).
 */
export const ZATCA_URLS: Record<Exclude<ZatcaMode, 'off' | 'simulator'>, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

export interface ZatcaConfig {
  mode: Exclude<ZatcaMode, 'off'>;
  apiUrl: string;
  /** How often the reporting job runs (one server at a time). */
  jobIntervalMs: number;
  /** Attempts before a report is 'failed' (then staff see it; a rejection is at once). */
  maxAttempts: number;
  /** Back-off: the wait after the first failure, doubling up to the maximum. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Each call's time-out. */
  timeoutMs: number;
}

export class ZatcaConfigError extends Error {}

const int = (env: Env, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ZatcaConfigError(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return n;
};

export function zatcaFromEnv(env: Env): ZatcaConfig | null {
  const mode = (env.ZATCA ?? '').trim().toLowerCase() || 'off';
  if (!(ZATCA_MODES as readonly string[]).includes(mode))
    throw new ZatcaConfigError(`ZATCA must be one of ${ZATCA_MODES.join(', ')}, got ${JSON.stringify(env.ZATCA)}`);
  if (mode === 'off') return null;
  const given = (env.ZATCA_API_URL ?? '').trim().replace(/\/+$/, '');
  if (mode === 'simulator' && !given) throw new ZatcaConfigError("ZATCA=simulator needs ZATCA_API_URL (the simulator's address)");
  const apiUrl = given || ZATCA_URLS[mode as keyof typeof ZATCA_URLS];
  if (env.NODE_ENV === 'production') {
    // The simulator accepts any OTP and reports nothing to the authority: never in a live shop.
    const host = new URL(apiUrl).hostname;
    if (mode === 'simulator' || !apiUrl.startsWith('https://') || host === 'localhost' || host.startsWith('127.'))
      throw new ZatcaConfigError('NODE_ENV=production refuses the ZATCA simulator: set ZATCA=production (or sandbox/simulation)');
  }
  return {
    mode: mode as ZatcaConfig['mode'],
    apiUrl,
    jobIntervalMs: Math.max(1, int(env, 'ZATCA_JOB_INTERVAL_S', 60)) * 1000,
    maxAttempts: Math.max(1, int(env, 'ZATCA_MAX_ATTEMPTS', 12)),
    retryBaseMs: int(env, 'ZATCA_RETRY_BASE_S', 60) * 1000,
    retryMaxMs: int(env, 'ZATCA_RETRY_MAX_S', 3600) * 1000,
    timeoutMs: Math.max(1, int(env, 'ZATCA_TIMEOUT_S', 30)) * 1000,
  };
}
