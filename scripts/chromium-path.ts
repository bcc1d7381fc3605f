/** The Chromium the end-to-end tests and benchmarks drive: Debian's, unless CHROME_PATH names another. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROME_PATH || DEBIAN_CHROMIUM;
}
