import { defineConfig } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PORTAL_PORT,
  PORT_OFFSET,
  SANDBOX_PORT,
  SANDBOX_URL,
  SIGNING_ORIGIN,
} from './tests/e2e/ports';

const BASE_CONFIG = 'tests/e2e/config.json';

/** The suite's runtime config, its sandbox addresses moved when `E2E_PORT_OFFSET` moves the ports. */
function portalConfigFile() {
  if (PORT_OFFSET === 0) return BASE_CONFIG;
  mkdirSync('tests/.scratch', { recursive: true });
  const moved = `tests/.scratch/e2e-config-${SANDBOX_PORT}.json`;
  writeFileSync(
    moved,
    readFileSync(BASE_CONFIG, 'utf8').replaceAll(
      `:${SANDBOX_PORT - PORT_OFFSET}`,
      `:${SANDBOX_PORT}`,
    ),
  );
  return moved;
}

/** Browser journeys against the production build (vite preview) and its own sandbox. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}/`,
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx mock-server/start.ts',
      url: `${SANDBOX_URL}/__sandbox/health`,
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        PRISM_PORT: String(SANDBOX_PORT + 1),
        UPSTREAM_PORT: String(SANDBOX_PORT + 2),
        PORTAL_ORIGIN: `http://localhost:${PORTAL_PORT}`,
        // The signing page on an origin of its own, as at a real provider (tests/e2e/config.json).
        SIGNING_ORIGIN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${PORTAL_PORT} --strictPort`,
      url: `http://localhost:${PORTAL_PORT}/`,
      env: { PORTAL_CONFIG: portalConfigFile() },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
