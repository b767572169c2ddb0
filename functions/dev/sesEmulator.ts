import type { AddressInfo } from 'node:net';
import sesLocal from 'aws-ses-v2-local';

export interface SesEmulator {
  /** Base URL: SES endpoint, `GET /store` for the mails, the root page shows them in a browser. */
  url: string;
  close: () => Promise<void>;
}

type StartSes = typeof sesLocal;

// The package is CommonJS with `exports.default`; Node's ESM loader hands us `module.exports`, while
// bundlers that honour `__esModule` hand us the function itself.
const startSes: StartSes =
  typeof sesLocal === 'function' ? sesLocal : (sesLocal as unknown as { default: StartSes }).default;

/** Port 0 picks a free port. The emulator keeps its mail store in module state, shared by every instance. */
export async function startSesEmulator(options: { host?: string; port?: number } = {}): Promise<SesEmulator> {
  const host = options.host ?? '127.0.0.1';
  const requested = options.port ?? 8005;
  const server = await startSes({ host, port: requested });
  // Express 5 resolves even when listen fails, leaving a server without an address.
  const address = server.address() as AddressInfo | null;
  if (address === null) {
    throw new Error(`The SES emulator could not listen on ${host}:${requested}; is the port already in use?`);
  }
  const { port } = address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
