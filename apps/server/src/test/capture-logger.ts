import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

export interface LogRecord {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A real pino logger whose records land in an array, so tests can check what was logged. */
export function captureLogger(): { logger: FastifyBaseLogger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const logger = pino(
    { level: 'trace' },
    { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) },
  );
  return { logger, records };
}

export const LOG_LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;
