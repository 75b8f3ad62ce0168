import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// Browser tests run in Debian's Chromium (installed by the test set-up; Playwright never downloads a
// browser) against the real product: the API server serving the built web app, on a fresh SQLite
// database seeded with the demo catalogue.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A port of this run's own (unless E2E_PORT says otherwise), so two runs on one machine never meet.
const port = Number(process.env.E2E_PORT ?? 20_000 + (process.pid % 20_000));
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'var', `e2e-${process.pid}`);
// Workers are separate processes: they inherit the runner's environment, so they find the same
// data dir (the e-mail outbox lives there).
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);
// The fake Facebook of support/fake-oauth-provider.ts listens next door.
const oauthPort = port + 1;
const fakeFacebook = `http://127.0.0.1:${oauthPort}`;
// The local Moyasar (dev/payment-gateway) takes this run's payments, two ports up (issue 26).
const gatewayPort = port + 2;
export const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
process.env.E2E_GATEWAY_URL = gatewayUrl;
// The local ZATCA (dev/zatca-simulator) takes this run's invoice reports, three ports up (issue 27).
const zatcaPort = port + 3;
const zatcaUrl = `http://127.0.0.1:${zatcaPort}`;
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only, where a loaded 2-core machine can starve a test; a pass on retry is still
  // reported as "flaky" in the output, and locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: [
    {
      command: 'node support/fake-oauth-provider.ts',
      url: `${fakeFacebook}/health`,
      reuseExistingServer: false,
      env: { FAKE_OAUTH_PORT: String(oauthPort) },
    },
    {
      command: 'node ../dev/payment-gateway/server.ts',
      url: gatewayUrl,
      reuseExistingServer: false,
      env: {
        GATEWAY_PORT: String(gatewayPort),
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PUBLIC_URL: gatewayUrl,
        GATEWAY_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/moyasar/webhook`,
      },
    },
    {
      command: 'node ../dev/zatca-simulator/server.ts',
      url: `${zatcaUrl}/health`,
      reuseExistingServer: false,
      env: { ZATCA_SIMULATOR_PORT: String(zatcaPort), ZATCA_SIMULATOR_HOST: '127.0.0.1' },
    },
    {
      command: 'node ../apps/api/src/server.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(root, 'apps', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Stands in for a CDN's country header (cf-ipcountry); a test sets it to see the detected country.
        GEO_COUNTRY_HEADER: 'x-test-country',
        // Payments on, against the local gateway, as `./rihla start` runs the product.
        PAYMENTS: 'moyasar',
        MOYASAR_API_URL: `${gatewayUrl}/v1`,
        MOYASAR_SECRET_KEY: 'sk_test_rihla_local_gateway',
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_rihla_local_gateway',
        MOYASAR_WEBHOOK_SECRET: 'rihla-local-webhook-secret',
        // The hold, reconciliation and refund jobs every 2 s: an expired hold is seen at once.
        PAYMENT_JOB_INTERVAL_S: '2',
        // Invoices reported to the local ZATCA simulator, as `./rihla start` does.
        ZATCA: 'simulator',
        ZATCA_API_URL: zatcaUrl,
        FACEBOOK_CLIENT_ID: 'rihla-e2e',
        FACEBOOK_CLIENT_SECRET: 'e2e-secret',
        FACEBOOK_AUTHORIZE_URL: `${fakeFacebook}/authorize`,
        FACEBOOK_TOKEN_URL: `${fakeFacebook}/token`,
        FACEBOOK_USERINFO_URL: `${fakeFacebook}/me`,
        // Every page view reports its speed (real visitors, issue 28): real-visitors.spec.ts reads it.
        VITALS_SAMPLE_RATE: '1',
        // Browser tests register, log in and book many times from one address; the limits themselves
        // are tested in the API suite.
        ...Object.fromEntries(
          ['LOGIN', 'REGISTER', 'RESET', 'BOOKING', 'VITALS'].map((name) => [`RATE_LIMIT_${name}_IP_MAX`, '100000']),
        ),
        ...Object.fromEntries(
          ['LOGIN', 'REGISTER', 'RESET', 'BOOKING', 'VITALS'].map((name) => [`RATE_LIMIT_${name}_ACCOUNT_MAX`, '100000']),
        ),
      },
    },
  ],
});
