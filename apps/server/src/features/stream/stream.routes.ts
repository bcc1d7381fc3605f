import { STREAM_TICKET_INVALID_MESSAGE } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-route';
import { currentUserId } from '../../plugins/auth';
import type { StreamHub } from './stream-hub';
import type { StreamTickets } from './stream-tickets';

const LAST_EVENT_ID = /^\d{1,18}$/;

export const streamRoutes: FastifyPluginAsyncZod<{
  hub: StreamHub;
  tickets: StreamTickets;
}> = async (app, { hub, tickets }) => {
  const route = endpointRoutes(app, 'stream');

  route(
    'streamTicket',
    { summary: 'A single-use ticket (one minute) that opens one live stream as you' },
    async (request, reply) => reply.status(201).send(await tickets.issue(currentUserId(request))),
  );

  route(
    'stream',
    {
      summary: 'Live events (Server-Sent Events): public ones, and yours with a ticket',
      description:
        'Events: score, status, crowd, line; with a ticket also pick_settled and balance. Resume with the Last-Event-ID header or last_event_id.',
      compress: false,
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventText =
        (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id;
      if (lastEventText !== undefined && !LAST_EVENT_ID.test(lastEventText)) {
        throw badRequest('Last-Event-ID must be the id of an event this stream sent.');
      }
      let userId: number | null = null;
      if (request.query.ticket !== undefined) {
        userId = await tickets.redeem(request.query.ticket);
        if (userId === null) throw unauthorized(STREAM_TICKET_INVALID_MESSAGE);
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx must pass each event on at once, not buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      let open = true;
      let detach: (() => void) | null = null;
      res.on('close', () => {
        open = false;
        detach?.();
      });
      const client = {
        userId,
        write: (chunk: string) => (open ? res.write(chunk) : false),
        bufferedBytes: () => res.writableLength,
        end: () => {
          open = false;
          res.end();
        },
      };
      try {
        detach = await hub.attach(
          client,
          lastEventText === undefined ? null : Number(lastEventText),
        );
      } catch (error) {
        request.log.error({ err: error }, 'stream could not open');
        client.end();
        return;
      }
      // The client left while the stream was opening.
      if (!open) detach();
    },
  );
};
