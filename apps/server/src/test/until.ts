/**
 * Resolves once `condition` holds, checking every `everyMs`; rejects, naming `what`, once
 * `timeoutMs` have passed without it. For tests that wait on something another process, a
 * timer or the event loop decides, where a fixed sleep would be either slow or flaky.
 */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
