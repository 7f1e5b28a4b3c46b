// What the browser fetches for one remote inside the shell, from a production build of it:
// remoteEntry.js, the ./screens module, and each screen's own chunks, raw and gzipped. Shared
// modules (react, router, jotai, the runtime: session, client, i18n) are the host's and not counted;
// nor are chunks a screen imports later (the route map's Google Maps library, loaded with a key).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ROOT } from './services.mjs';

const jsOf = (group) => group.assets.map((a) => a.name).filter((f) => f.endsWith('.js'));

/** Builds `dirName` (e.g. mf-pickups) into its dist/ and answers its sizes in bytes. */
export async function remoteSizes(dirName) {
  const dir = path.join(ROOT, dirName);
  const dist = path.join(dir, 'dist');
  const { default: config } = await import(path.join(dir, 'rspack.config.mjs'));
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  const raw = (f) => fs.statSync(path.join(dist, f)).size;
  const sum = (files, size) => files.reduce((n, f) => n + size(f), 0);
  const stats = await new Promise((resolve, reject) =>
    rspack(config({}, { mode: 'production' })).run((err, s) =>
      err || s.hasErrors() ? reject(err ?? new Error(s.toString('errors-only'))) : resolve(s),
    ),
  );
  const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkOrigins: true, modules: false });
  const screens = json.namedChunkGroups?.__federation_expose_screens;
  // Each screen is a dynamic import of src/screens.tsx: the chunks whose origin is that import are its own.
  const byScreen = new Map();
  for (const chunk of json.chunks ?? []) {
    for (const origin of chunk.origins ?? []) {
      if (!String(origin.moduleName ?? '').endsWith('src/screens.tsx')) continue;
      const files = byScreen.get(origin.request) ?? new Set();
      for (const f of chunk.files ?? []) if (f.endsWith('.js')) files.add(f);
      byScreen.set(origin.request, files);
    }
  }
  return {
    entry: { raw: raw('remoteEntry.js'), gzip: gz('remoteEntry.js') },
    screens: screens ? { raw: sum(jsOf(screens), raw), gzip: sum(jsOf(screens), gz) } : null,
    byScreen: [...byScreen]
      .map(([request, files]) => ({
        request,
        files: [...files].map((f) => [f, gz(f)]),
        raw: sum([...files], raw),
        gzip: sum([...files], gz),
      }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}
