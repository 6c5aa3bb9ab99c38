import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from './server';

/**
 * Journey servers started one file ahead. Every journey still gets a server of its own on a fresh
 * copy of its data template, but the global setup's pool starts the next server of the journeys'
 * two common kinds (the default and DEMO_COMPANIES=300, most files) while the current file runs, so
 * a file leases one that is already listening instead of waiting the server's start (about 8 s a
 * file on 2 cores). A kind of server a file asks with other settings starts on demand, as before.
 */
const VARIABLE = 'E2E_SERVER_POOL';

type Env = Record<string, string>;
const keyOf = (env: Env) =>
  JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
/** The settings most journey files ask for: useJourney() and useJourney({ DEMO_COMPANIES: '300' }). */
const WARM: Env[] = [{}, { DEMO_COMPANIES: '300' }];
const WARM_KINDS = new Set(WARM.map(keyOf));

const bodyOf = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text || '{}') as unknown;
};

const answers = async (server: RunningServer) => {
  try {
    return (await fetch(`http://127.0.0.1:${server.port}/healthz`)).ok;
  } catch {
    return false;
  }
};

/** Starts the pool in the global setup (journeys' workers inherit its address); resolves its stop. */
export async function startServerPool(): Promise<() => Promise<void>> {
  const spares = new Map<string, Promise<RunningServer>>();
  const leased = new Map<number, RunningServer>();
  const startSpare = (env: Env) => {
    const starting = startServer(env);
    starting.catch(() => undefined); // a spare that failed is started again when leased
    spares.set(keyOf(env), starting);
  };

  const lease = async (env: Env): Promise<RunningServer> => {
    const key = keyOf(env);
    const spare = spares.get(key);
    spares.delete(key);
    let server = spare ? await spare.catch(() => undefined) : undefined;
    if (server && !(await answers(server))) {
      await server.close().catch(() => undefined);
      server = undefined;
    }
    server ??= await startServer(env);
    leased.set(server.port, server);
    if (WARM_KINDS.has(key)) startSpare(env);
    return server;
  };

  const http = createServer((req, res) => {
    void (async () => {
      try {
        if (req.url === '/lease') {
          const server = await lease((await bodyOf(req)) as Env);
          res.end(
            JSON.stringify({ url: server.url, whiteLabelUrl: server.whiteLabelUrl, port: server.port }),
          );
        } else if (req.url === '/release') {
          const { port } = (await bodyOf(req)) as { port: number };
          const server = leased.get(port);
          leased.delete(port);
          await server?.close();
          res.end('{}');
        } else {
          res.statusCode = 404;
          res.end();
        }
      } catch (err) {
        res.statusCode = 500;
        res.end(err instanceof Error ? err.message : String(err));
      }
    })();
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  for (const env of WARM) startSpare(env);
  process.env[VARIABLE] = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return async () => {
    delete process.env[VARIABLE];
    http.close();
    const spareServers = await Promise.all([...spares.values()].map((s) => s.catch(() => undefined)));
    await Promise.all([...leased.values(), ...spareServers].map((s) => s?.close().catch(() => undefined)));
  };
}

/** A journey's server: from the global setup's pool when there is one, else started here. */
export async function leaseServer(env: Env = {}): Promise<RunningServer> {
  const pool = process.env[VARIABLE];
  if (!pool) return startServer(env);
  const reply = await fetch(`${pool}/lease`, { method: 'POST', body: JSON.stringify(env) });
  if (!reply.ok) throw new Error(`no journey server: ${await reply.text()}`);
  const server = (await reply.json()) as Pick<RunningServer, 'url' | 'whiteLabelUrl' | 'port'>;
  return {
    ...server,
    output: () => '(the server pool of the global setup keeps its output)',
    close: async () => {
      await fetch(`${pool}/release`, { method: 'POST', body: JSON.stringify({ port: server.port }) });
    },
  };
}
