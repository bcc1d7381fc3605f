import type { SupportedSportKey } from '@takeline/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type HomeTabKey, readHomeParams, writeHomeParams } from '../home-params';

export function useHomeParams() {
  const [params, setParams] = useSearchParams();
  const { tab, sport } = readHomeParams(params);
  const setTab = useCallback(
    (next: HomeTabKey) => setParams((current) => writeHomeParams(current, { tab: next })),
    [setParams],
  );
  const setSport = useCallback(
    (next: SupportedSportKey) =>
      setParams((current) => writeHomeParams(current, { sport: next }), { replace: true }),
    [setParams],
  );
  return { tab, sport, setTab, setSport };
}
