import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * Calls `onNotify` after every NOTIFY on `channel` (docs/architecture.md#live-push). Also calls it
 * after a lost connection is back, since notifications sent meanwhile are gone: the caller
 * re-reads what it missed.
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<Unlisten>;

/** PGlite runs in this process: its NOTIFY reaches listeners of the same instance. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotify) => {
    const unlisten = await client.listen(channel, () => onNotify());
    return unlisten;
  };
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: one dedicated connection per listener, outside the pool (a pooled connection
 * would be handed to queries). Reconnects after an error until stopped.
 */
export function postgresListen(connectionString: string, onError?: (error: Error) => void): Listen {
  return async (channel, onNotify) => {
    let stopped = false;
    let client: pg.Client | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on('error', (error) => {
        onError?.(error);
        if (client !== next) return;
        client = undefined;
        next.end().catch(() => {});
        void reconnect();
      });
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      if (stopped) await next.end().catch(() => {});
      else client = next;
    };
    const reconnect = async (): Promise<void> => {
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
        try {
          await connect();
          onNotify();
          return;
        } catch (error) {
          onError?.(error as Error);
        }
      }
    };

    await connect();
    return async () => {
      stopped = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
  };
}
