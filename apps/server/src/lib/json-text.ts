import type { FastifyReply } from 'fastify';

/** The content type of every JSON answer the server writes out itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text already in the contract's shape: the schedule's cached bytes (decision 0013) or
 * rows the database wrote as JSON (decisions 0215, 0216). Fastify sends a string or bytes with a
 * JSON type as they are, past the response schema's check and serialiser, so each such route's
 * tests hold its answer to the contract instead. Takes the route's typed reply, whose `send`
 * accepts only the parsed answer.
 */
export function sendJsonText(typedReply: object, text: string | Buffer): FastifyReply {
  return (typedReply as FastifyReply).type(JSON_CONTENT_TYPE).send(text);
}
