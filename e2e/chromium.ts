import { devices } from '@playwright/test';

/**
 * The browser of every journey: Debian's Chromium (Playwright never downloads one of its own here),
 * launched as root on a machine with no GPU and no internet.
 */
export const chromium = {
  ...devices['Desktop Chrome'],
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      // Debian's wrapper turns GPU rasterization on (/etc/chromium.d/default-flags); with no GPU that is
      // SwiftShader emulating one on the CPU, the journeys' largest cost: raster in software instead.
      '--disable-gpu-rasterization',
    ],
  },
};

/**
 * A failed journey keeps its trace (actions, network, DOM snapshots) but no screencast: recording one
 * for every journey cost the browser more CPU than the pages themselves.
 */
export const trace = { mode: 'retain-on-failure', screenshots: false, snapshots: false } as const;
