import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function statusName(statusCode: number): string {
  return STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** Turns one zod issue into a sentence a person can act on. */
function describeIssue(issue: ZodFastifySchemaValidationError, part: string): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params as { keys?: string[] }).keys ?? [];
    const where = field ? ` in ${field}` : '';
    return `Unknown field${keys.length > 1 ? 's' : ''}${where}: ${keys.join(', ')}.`;
  }
  const message = issue.message ?? 'Invalid value.';
  // Our schemas carry full sentences; zod's own defaults do not name the field.
  const isDefault = /^(Invalid|Expected|Too (big|small)|Required)/.test(message);
  if (!isDefault) return message;
  const name = field || part;
  return `${name}: ${message}${message.endsWith('.') ? '' : '.'}`;
}

/**
 * The one error handler (docs/architecture.md#errors-and-permissions): validation answers 400 with
 * a readable message, HttpErrors answer as thrown, client errors from Fastify keep their status,
 * and anything else is a logged 500 with no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'request';
      const issues = error.validation.map((issue) => describeIssue(issue, part));
      return reply.status(400).send({
        statusCode: 400,
        error: statusName(400),
        message: issues[0] ?? 'Invalid request.',
        issues,
      });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          statusCode: error.statusCode,
          error: statusName(error.statusCode),
          message: error.message,
          ...error.extra,
        });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty; send a JSON object.'
            : error.message;
      return reply.status(statusCode).send({ statusCode, error: statusName(statusCode), message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: statusName(500),
      message: `Something went wrong on our side. Reference: ${request.id}`,
    });
  });
}
