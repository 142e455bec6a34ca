export const e2eServer = {
  port: Number(process.env.E2E_PORT ?? 18321),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};

/** Debian's Chromium; Playwright's own browser download is not used. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
