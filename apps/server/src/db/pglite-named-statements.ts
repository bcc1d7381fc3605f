import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named statements for PGlite (docs/decisions/0226-named-statements-on-pglite.md). PGlite's own
 * `query` sends every statement unnamed, so its Postgres parses and plans it on every call. For
 * the submissions' group statement that was 3 of every 5–6 ms. node-postgres names a statement
 * when asked to; PGlite's client has no such option, so the app's queries pass their name here
 * (`nameStatement`) and its PGlite runs a text that has one as a named statement.
 */

/** Each name's one text, and each such text's name. */
const textByName = new Map<string, string>();
const nameByText = new Map<string, string>();

/**
 * Runs `text` under `name` from now on, on PGlite as node-postgres does on PostgreSQL. A name
 * goes with one text for the life of the process: node-postgres refuses a name used for another
 * text on one connection, and so does this, on every driver, the first time it happens.
 */
export function nameStatement(name: string, text: string): void {
  const known = textByName.get(name);
  if (known === text) return;
  if (known !== undefined) {
    throw new Error(`The statement name "${name}" is already used for another text`);
  }
  textByName.set(name, text);
  nameByText.set(text, name);
}

/** The name `text` runs under, if it has one. */
export function statementNameOf(text: string): string | undefined {
  return nameByText.get(text);
}

/** The parameter types of the statements each PGlite instance has prepared, by name. */
const preparedByClient = new WeakMap<PGlite, Map<string, number[]>>();

function preparedOn(client: PGlite): Map<string, number[]> {
  let prepared = preparedByClient.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedByClient.set(client, prepared);
  }
  return prepared;
}

/**
 * PGlite's `query`, with the statement prepared once under `name` and only bound and run after
 * that. The same messages as PGlite's own query (parse, describe, bind, describe, execute, sync)
 * less the first two on every later call, and the same serialisers, parsers and locks. For a
 * statement outside a transaction: a transaction's queries go through PGlite's transaction
 * object, which runs them unnamed.
 */
export async function queryNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const send = (message: Uint8Array) =>
        client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
      const prepared = preparedOn(client);
      /** Parses and describes the statement under its name: once per client. */
      const prepare = async () => {
        await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
        const described = parse.parseDescribeStatementResults(
          await send(protocol.serialize.describe({ type: 'S', name })),
        );
        prepared.set(name, described);
        return described;
      };
      const messages = [];
      try {
        const types = prepared.get(name) ?? (await prepare());
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = types[index] ?? 0;
          const serialize = options?.serializers?.[type] ?? client.serializers[type];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: name, values }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        );
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      await client.syncToFs();
      const [results] = parse.parseResults(messages, client.parsers, options);
      if (!results) throw new Error(`The statement "${name}" answered no result`);
      return results as Results<T>;
    }),
  );
}
