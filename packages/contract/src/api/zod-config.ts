import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for
 * that once; under the web app's Content-Security-Policy (no 'unsafe-eval')
 * the probe alone is reported as a violation (docs/security.md#browser-protections).
 * The browser calls this before anything is parsed; the server keeps the
 * compiled parsers.
 */
export function disableZodJit(): void {
  config({ jitless: true });
}
