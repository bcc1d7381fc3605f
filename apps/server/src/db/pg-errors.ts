/** SQLSTATE codes we act on; both pg and PGlite put them on `error.code`. */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle may wrap the driver's error in `cause`.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === CHECK_VIOLATION;
}

export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state === SERIALIZATION_FAILURE || state === DEADLOCK_DETECTED;
}

/** The constraint a violation names, when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
