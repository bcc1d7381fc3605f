import type { SupportedSportKey } from '@takeline/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type HomeTabKey, readHomeParams, writeHomeParams } from '../model/home-params';

export function useHomeParams() {
  const [params, setParams] = useSearchParams();
  const { tab, sport } = readHomeParams(params);
  // Tab and sport are in the address, but choosing one stays on the same screen:
  // the page keeps its scroll instead of jumping to the top (ScrollRestoration).
  const setTab = useCallback(
    (next: HomeTabKey) =>
      setParams((current) => writeHomeParams(current, { tab: next }), { preventScrollReset: true }),
    [setParams],
  );
  const setSport = useCallback(
    (next: SupportedSportKey) =>
      setParams((current) => writeHomeParams(current, { sport: next }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { tab, sport, setTab, setSport };
}
