#!/usr/bin/env node
// Serves a built app (shell or a remote) as a CDN would: hashed files cached for a year, entry
// files (index.html, remoteEntry.js, mf-manifest.json, remotes.json, config.json) never cached,
// CORS open so the shell can fetch a remote's manifest, and the SPA fallback to index.html.
// --json name=<json text> replaces one runtime JSON file (e.g. remotes.json) without a rebuild;
// --json-file name=<path> serves it from a file read on every request (edited as a deployment would).
// Every answer is nosniff and carries the portal's Content-Security-Policy, made from its
// config.json, remotes.json and the hashes of index.html's inline script (scripts/lib/csp.mjs), and
// Strict-Transport-Security when it is served over https. `--print-csp` prints the policy for a CDN.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { HSTS, inlineScriptHashes, portalCsp } from './lib/csp.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    json: { type: 'string', multiple: true, default: [] },
    'print-csp': { type: 'boolean', default: false },
    'json-file': { type: 'string', multiple: true, default: [] },
  },
});
const dir = path.resolve(positionals[0] ?? 'dist');
const overrides = new Map(
  values.json.map((entry) => {
    const i = entry.indexOf('=');
    return [`/${entry.slice(0, i)}`, entry.slice(i + 1)];
  }),
);
const jsonFiles = new Map(
  values['json-file'].map((entry) => {
    const i = entry.indexOf('=');
    return [`/${entry.slice(0, i)}`, path.resolve(entry.slice(i + 1))];
  }),
);
const uncached = /(index\.html|boot\.js|sw\.js|manifest\.webmanifest|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|\.json)$/;
const runtimeFile = (name) => {
  if (overrides.has(`/${name}`)) return JSON.parse(overrides.get(`/${name}`));
  if (jsonFiles.has(`/${name}`)) return JSON.parse(readFileSync(jsonFiles.get(`/${name}`), 'utf8'));
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const page = path.join(dir, 'index.html');
const csp = portalCsp(runtimeFile('config.json'), runtimeFile('remotes.json'), {
  scriptHashes: existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [],
});
if (values['print-csp']) {
  console.log(csp);
  process.exit(0);
}
const assets = sirv(dir, {
  single: true,
  etag: true,
  // The build's .br and .gz beside each file (scripts/compress.mjs), chosen by Accept-Encoding.
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    // A path without a file extension is the SPA's index.html (a route): revalidated like it.
    const page = !/\.[a-z0-9]+$/i.test(pathname);
    res.setHeader('Cache-Control', page || uncached.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
  },
});

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The policy only binds documents; sent on every answer, it also covers the SPA fallback, whose
  // path never ends in .html.
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Over https (here, or at a TLS proxy in front that says so): browsers ignore it over http.
  if (req.socket.encrypted || req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', HSTS);
  const url = new URL(req.url ?? '/', 'http://x');
  const override = jsonFiles.has(url.pathname) ? readFileSync(jsonFiles.get(url.pathname), 'utf8') : overrides.get(url.pathname);
  if (override !== undefined) {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(override);
    return;
  }
  assets(req, res);
});
server.listen(Number(values.port), values.host, () => console.log(`serving ${dir} at http://localhost:${values.port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
