import type { FastifyReply } from 'fastify';

/** The content type of every JSON answer the server writes out itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text the database wrote in the contract's shape (decisions 0215, 0216). Fastify sends
 * a string with a JSON type as it is, past the response schema's check and serialiser, so each
 * such route's tests hold its answer to the contract instead (`boardRows`). Takes the route's
 * typed reply, whose `send` accepts only the parsed answer. (The schedule sends its cached bytes
 * itself, with this content type: it chooses among compressed copies, decision 0013.)
 */
export function sendJsonText(typedReply: object, text: string): FastifyReply {
  return (typedReply as FastifyReply).type(JSON_CONTENT_TYPE).send(text);
}
