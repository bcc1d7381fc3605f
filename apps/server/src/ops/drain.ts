import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Whether this server wants traffic: `ready` once built (migrations are done by then), then
 * `draining` from the first shutdown signal on. While the database opens and migrates, the
 * starting responder answers for it (ops/starting-responder.ts).
 */
export type ReadinessState = 'ready' | 'draining';

/** What a drain hook gets told: close your long-lived connections, clients go elsewhere. */
export type DrainHook = () => void | Promise<void>;

/**
 * The shutdown's first step, shared by whoever keeps connections open (the event stream's hub
 * registers its close-all here: `app.drain.add(() => hub.closeAll())`). Hooks run once, together,
 * as soon as draining starts; one that throws is logged and the others still run.
 */
export class Drain {
  readonly #hooks = new Set<DrainHook>();
  #state: ReadinessState = 'ready';
  #ran: Promise<void> | null = null;

  get state(): ReadinessState {
    return this.#state;
  }

  get draining(): boolean {
    return this.#state === 'draining';
  }

  /** Registers a hook; a hook added after draining began runs at once. Answers its removal. */
  add(hook: DrainHook): () => void {
    this.#hooks.add(hook);
    if (this.draining) void Promise.resolve().then(hook);
    return () => this.#hooks.delete(hook);
  }

  /** Turns readiness to draining and runs every hook (once, however often called). */
  start(logger?: FastifyBaseLogger): Promise<void> {
    this.#state = 'draining';
    this.#ran ??= Promise.all(
      [...this.#hooks].map(async (hook) => {
        try {
          await hook();
        } catch (error) {
          logger?.error({ err: error }, 'a drain hook failed; shutdown goes on');
        }
      }),
    ).then(() => undefined);
    return this.#ran;
  }
}

/**
 * Gives the app its Drain (`app.drain`), and from the start of draining answers every request
 * with `Connection: close`: a keep-alive connection whose request was in flight at the signal
 * would otherwise stay open after its answer and hold the shutdown until the grace runs out.
 */
export function attachDrain(app: FastifyInstance): Drain {
  const drain = new Drain();
  app.decorate('drain', drain);
  // A callback hook: every answer passes here, and an async hook costs a promise each (0191).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return drain;
}
