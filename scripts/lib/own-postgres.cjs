// A PostgreSQL server of our own, made with initdb in a folder and run with pg_ctl on a port of
// its own (trust authentication on 127.0.0.1 only). Used by `pnpm start:cluster` (under .data/)
// and by the api's operating tests (in a temp folder), which stop and start it at will. As root
// (CI, this machine) the server runs as the postgres user, since PostgreSQL refuses root.
// CommonJS, so that the api's jest tests (CommonJS) and the .mjs scripts both load it.
const { execFileSync } = require('node:child_process');
const { chownSync, existsSync, mkdirSync } = require('node:fs');
const path = require('node:path');

const BIN = process.env.PG_BIN ?? '';
const tool = (name) => (BIN ? path.join(BIN, name) : name);

function asServerUser(dir) {
  if (process.getuid?.() !== 0) return { prefix: [], own: () => undefined };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return {
    prefix: ['runuser', '-u', 'postgres', '--'],
    own: () => chownSync(dir, uid, gid),
  };
}

/**
 * The server in `dir` (made when missing) on `port`; answers its URL and its controls. `start`
 * waits until it takes connections; `stop` is a fast shutdown (every connection ended, as in a
 * restart or a failover); `terminateConnections` ends every client connection but its own.
 */
function ownPostgres({ dir, port }) {
  const data = path.join(dir, 'data');
  const user = asServerUser(dir);
  const run = (cmd, args, opts = {}) => {
    const [first, ...rest] = [...user.prefix, tool(cmd), ...args];
    return execFileSync(first, rest, { stdio: ['ignore', 'ignore', 'pipe'], ...opts });
  };
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    user.own();
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  }
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c max_connections=200'].join(' ');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    isRunning: () => existsSync(path.join(data, 'postmaster.pid')),
    psql: (sql, database = 'postgres') =>
      execFileSync(tool('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-tAc', sql])
        .toString()
        .trim(),
  };
}

module.exports = { ownPostgres };
