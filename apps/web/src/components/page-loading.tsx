/** An indeterminate bar while a screen's chunk loads. Plain: the shell shows it (decision 0185). */
export function PageLoading() {
  return (
    <div className="tl-progress" role="progressbar" aria-label="Loading page" aria-busy="true" />
  );
}
