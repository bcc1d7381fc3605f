import { NEW_USER_CONFIDENCE_POINTS, NEW_USER_IP_POINTS } from '@takeline/contract';
import type { Executor } from '../../db/database';
import { postEntries } from '../ledger/ledger.service';
import { recordLeaderboardPoints } from './auth.repository';

/**
 * What every new account starts with (docs/game-rules.md#new-users): the two signup grants,
 * through the ledger, and a first ranking-trend point. A registration starts one account; the
 * demo starts a batch of players in the same statements (decision 0212).
 */
export async function startAccounts(
  tx: Executor,
  userIds: readonly number[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await postEntries(
    tx,
    userIds.flatMap((userId) => [
      {
        userId,
        currency: 'confidence' as const,
        amount: NEW_USER_CONFIDENCE_POINTS,
        reason: 'signup_grant' as const,
      },
      {
        userId,
        currency: 'ip' as const,
        amount: NEW_USER_IP_POINTS,
        reason: 'signup_grant' as const,
      },
    ]),
    at,
  );
  await recordLeaderboardPoints(tx, userIds, at);
}
