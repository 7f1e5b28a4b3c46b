// The service worker's precache list, written into sw.js when it is built: the shell's page, its boot
// script, the app's icons and every script of the shell (not the Track page's island: a driver's phone
// starts the full shell, with its own React when offline), each with a revision (its content's hash),
// so a new release replaces them. About 420 KB compressed, fetched once by a driver's phone (the
// worker is registered for Collect's users only). The remotes' code and the fonts are kept as used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PRECACHED = ['index.html', 'boot.js', 'manifest.webmanifest', 'favicon.svg', 'icon-192.png', 'icon-512.png'];

/** @param {string} dist @returns {{ url: string, revision: string }[]} */
export function precacheList(dist) {
  const scripts = fs.existsSync(path.join(dist, 'js'))
    ? fs
        .readdirSync(path.join(dist, 'js'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `js/${f}`)
    : [];
  return [...PRECACHED, ...scripts]
    .filter((f) => fs.existsSync(path.join(dist, f)))
    .map((f) => ({
      url: `/${f}`,
      revision: crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dist, f)))
        .digest('hex')
        .slice(0, 16),
    }));
}

/** An Rspack plugin: replaces self.__WB_MANIFEST in the emitted sw.js by the list (what Workbox's InjectManifest does). */
export function injectPrecache(rspack, dist) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('fcs-precache', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'fcs-precache', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
          () => {
            const asset = compilation.getAsset('sw.js');
            if (!asset) return;
            const source = asset.source.source().toString();
            if (!source.includes('self.__WB_MANIFEST')) throw new Error('sw.js has no self.__WB_MANIFEST to fill');
            const list = JSON.stringify(precacheList(dist));
            compilation.updateAsset('sw.js', new rspack.sources.RawSource(source.replace('self.__WB_MANIFEST', list)));
          },
        );
      });
    },
  };
}
