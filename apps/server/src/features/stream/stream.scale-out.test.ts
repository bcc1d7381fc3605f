import { type StreamEventPayloads, TEST_EVENT_FINISHED_MESSAGE } from '@takeline/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, useFreshPostgres } from '../../test/fresh-postgres';
import { HttpApi } from '../../test/http-api';
import { type NginxProxy, nginxAvailable, startNginx, UPSTREAM_HEADER } from '../../test/nginx';
import { type ServerProcess, startServerProcesses } from '../../test/server-process';
import { openSse, type ReceivedEvent } from '../../test/sse-client';
import { usingPostgres } from '../../test/test-database';
import { testEventBody } from '../../test/test-tool-bodies';

/**
 * A push arrives in well under a second here (a NOTIFY, or the hub's 2 s safety read at worst);
 * 5 s leaves room for three cold servers on a loaded CI machine and is still far from the
 * 30 s reload a client without the stream would fall back to (docs/screens.md#live-push).
 */
const WITHIN_MS = 5000;

const ofType =
  <K extends keyof StreamEventPayloads>(
    type: K,
    where: (data: StreamEventPayloads[K]) => boolean,
  ) =>
  (event: ReceivedEvent) =>
    event.type === type && where(event.data as StreamEventPayloads[K]);

/**
 * The live push across servers (docs/architecture.md#live-push): three servers on one
 * PostgreSQL behind nginx. A change made through any server reaches a stream held by another
 * through the outbox and LISTEN/NOTIFY.
 */
describe.runIf(nginxAvailable && usingPostgres)(
  'live stream across three servers behind nginx',
  () => {
    const freshPostgres = useFreshPostgres();
    let servers: ServerProcess[] = [];
    let proxy: NginxProxy | undefined;
    /** Closed before nginx stops: nginx's graceful stop waits for open streams to end. */
    let openStream: { close(): void } | undefined;

    afterAll(async () => {
      openStream?.close();
      await proxy?.stop();
      await Promise.all(servers.map((server) => server.stop()));
    });

    it('delivers a crowd change and a settlement made on other servers within 5 s, settling once', async () => {
      const databaseUrl = await freshPostgres('stream');
      servers = await startServerProcesses(3, {
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: '127.0.0.1',
      });
      proxy = await startNginx(servers.map((server) => server.port));
      const viaProxy = new HttpApi(proxy.url);
      const user = await viaProxy.register('streamer');
      const admin = await viaProxy.adminToken();

      // The ticket comes from whichever server nginx picks; the stream may open on another.
      const { ticket } = await viaProxy.call<{ ticket: string }>(
        'POST',
        '/api/stream/ticket',
        undefined,
        user.token,
      );
      const stream = await openSse(`${proxy.url}/api/stream?ticket=${ticket}`);
      openStream = stream;
      expect(stream.status).toBe(200);
      await stream.next((event) => event.type === 'ready');

      // Which server holds the stream: the other two make the changes.
      const upstreamOfStream = Number(String(stream.headers[UPSTREAM_HEADER]).split(':').pop());
      const others = servers.filter((server) => server.port !== upstreamOfStream);
      expect(others).toHaveLength(2);
      const [submitter, completer] = others.map((server) => new HttpApi(server.url)) as [
        HttpApi,
        HttpApi,
      ];

      const start = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
      const created = await submitter.call<{ event: { id: string } }>(
        'POST',
        '/api/test-events/',
        testEventBody({ commence_time: start }),
        admin,
      );
      const eventId = created.event.id;

      const submittedAt = performance.now();
      await submitter.call(
        'POST',
        '/api/sentiment/moneyline',
        { event_id: eventId, selection_type: 'Take', confidence_points: 2 },
        user.token,
      );
      const crowd = await stream.next(
        ofType('crowd', (data) => data.event_id === eventId),
        WITHIN_MS,
      );
      expect(crowd.at - submittedAt).toBeLessThan(WITHIN_MS);
      expect(crowd.data).toMatchObject({ market: 'moneyline', crowd: { picks: 1, take_share: 1 } });

      await completer.call(
        'POST',
        `/api/test-events/test-event/start/${eventId}`,
        undefined,
        admin,
      );
      await completer.call(
        'POST',
        `/api/test-events/score/${eventId}`,
        { home_team_score: 4, away_team_score: 2 },
        admin,
      );
      const completedAt = performance.now();
      const completions = await Promise.allSettled([
        completer.call<{ settled_sentiments: number }>(
          'POST',
          `/api/test-events/complete/${eventId}`,
          undefined,
          admin,
        ),
        submitter.call<{ settled_sentiments: number }>(
          'POST',
          `/api/test-events/complete/${eventId}`,
          undefined,
          admin,
        ),
      ]);
      const settled = await stream.next(
        ofType('pick_settled', (data) => data.event_id === eventId),
        WITHIN_MS,
      );
      expect(settled.at - completedAt).toBeLessThan(WITHIN_MS);
      expect(settled.data).toMatchObject({ outcome: 'Win', confidence_returned: 2 });
      await stream.next(
        ofType('balance', () => true),
        WITHIN_MS,
      );

      // Settled once: one call did the work, one payout, one event. The other call either found
      // the event completed and settled nothing, or, when the first had already settled it,
      // was told the event is finished (409): both are answers to a second Complete.
      const settledCounts = completions.flatMap((c) =>
        c.status === 'fulfilled' ? [c.value.settled_sentiments] : [],
      );
      const refused = completions.flatMap((c) =>
        c.status === 'rejected' ? [String(c.reason)] : [],
      );
      expect(settledCounts.filter((n) => n === 1)).toHaveLength(1);
      expect(settledCounts.filter((n) => n !== 1).every((n) => n === 0)).toBe(true);
      for (const reason of refused) expect(reason).toContain(`409`);
      for (const reason of refused) expect(reason).toContain(TEST_EVENT_FINISHED_MESSAGE);
      const refunds = await adminQuery<{ n: string }>(
        databaseUrl,
        `select count(*) as n from ledger_entries where reason = 'stake_refund'`,
      );
      expect(Number(refunds[0]?.n)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.events.filter((event) => event.type === 'pick_settled')).toHaveLength(1);
      stream.close();
    }, 180_000);
  },
);
