import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can misbehave as a database does: pass everything on,
 * refuse each new connection with a SQLSTATE (an ErrorResponse to the startup message, as the
 * server sends it), or accept new connections and never answer (a connect that hangs). `dropAll`
 * cuts every connection it holds, so that the pool has to make new ones.
 */
export async function faultProxy(target: { host: string; port: number }) {
  let mode: { kind: 'pass' } | { kind: 'hang' } | { kind: 'refuse'; code: string; message: string } = { kind: 'pass' };
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    const now = mode;
    if (now.kind === 'hang') return;
    if (now.kind === 'refuse') {
      client.once('data', () => client.end(errorResponse(now.code, now.message)));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    pass: () => void (mode = { kind: 'pass' }),
    hang: () => void (mode = { kind: 'hang' }),
    refuse: (code: string, message: string) => void (mode = { kind: 'refuse', code, message }),
    dropAll() {
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** PostgreSQL's ErrorResponse ('E'): severity FATAL, the SQLSTATE and the message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([k, v]) => Buffer.concat([Buffer.from(k!), Buffer.from(v!, 'utf8'), Buffer.from([0])])),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
