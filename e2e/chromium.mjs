// The one way the journeys and the benchmarks start Chromium: the system's build (Playwright downloads
// none here), with what a container without a GPU, a sandbox or a network to update from needs.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `launchOptions`. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
