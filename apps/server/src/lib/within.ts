/**
 * `work`'s result, or `late` once `ms` have passed without one; the timer is cleared either way,
 * so a finished race keeps no process alive. A rejection of `work` in time rejects as it would.
 */
export async function within<T, L>(work: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
