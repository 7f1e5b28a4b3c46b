// The shell: Module Federation host. Remotes are not listed here; they are registered at run time from
// /remotes.json (made from build/apps.mjs, editable at deploy time), so a remote ships without a
// shell rebuild.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remotesJson, SHELL } from '../build/apps.mjs';
import { sharedDeps } from '../build/mf-shared.mjs';
import { purePackagesRule } from '../build/pure-packages.mjs';
import { swcRule } from '../build/swc-rule.mjs';
import { emitMyanmarFonts, myanmarFontFaces } from './myanmar-fonts.mjs';
import { injectPrecache } from './service-worker/precache.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** /remotes.json: every remote of build/apps.mjs at its local port; a deployment edits the file. */
function emitRemotesJson() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('remotes-json', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'remotes-json', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(`${JSON.stringify(remotesJson(), null, 2)}\n`));
        });
      });
    },
  };
}

// The Track page's island (src/island, issue 21): a bundle of its own, without the federation runtime,
// the router or antd, under js/island/; and the same page rendered to HTML for index.html by a Node
// build of src/island/prerender.tsx. Production builds only: `pnpm dev` serves the full shell on every path.
const ISLAND_DIR = path.join(dir, 'dist/js/island');
const PRERENDER_DIR = path.join(dir, 'node_modules/.cache/fcs-island');

/** @param {boolean} prod @returns {import('@rspack/core').Configuration} */
function islandConfig(prod) {
  return {
    name: 'island',
    context: dir,
    mode: 'production',
    devtool: prod ? 'source-map' : false,
    // The status page (/s/<token>) is an island of its own, built the same way.
    entry: { island: './src/island/island.tsx', status: './src/island/status-island.tsx' },
    output: {
      path: ISLAND_DIR,
      publicPath: '/js/island/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(true), purePackagesRule()] },
    performance: { hints: false },
  };
}

/** @returns {import('@rspack/core').Configuration} */
function prerenderConfig() {
  return {
    name: 'island-prerender',
    context: dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { prerender: './src/island/prerender.tsx' },
    output: { path: PRERENDER_DIR, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(true)] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * The service worker (/sw.js, production builds only), built after the shell so that its precache
 * list names the shell's index.html and boot.js as they were just written.
 * @returns {import('@rspack/core').Configuration}
 */
function serviceWorkerConfig() {
  const dist = path.resolve(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './service-worker/service-worker.ts' },
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [swcRule(true)] },
    plugins: [injectPrecache(rspack, dist)],
    optimization: { splitChunks: false },
    performance: { hints: false },
  };
}

/** index.html's islands: the Track page's HTML and entry, and the status page's entry (empty in development). */
function island(prod) {
  if (!prod) return { islandHtml: '', islandSrc: '', statusSrc: '' };
  const require = createRequire(import.meta.url);
  const file = path.join(PRERENDER_DIR, 'prerender.cjs');
  delete require.cache[file];
  const entryOf = (name) => {
    const entry = fs.readdirSync(ISLAND_DIR).find((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(f));
    if (!entry) throw new Error(`no ${name} entry in ${ISLAND_DIR}`);
    return `/js/island/${entry}`;
  };
  return { islandHtml: require(file).islandHtml(), islandSrc: entryOf('island'), statusSrc: entryOf('status') };
}

/** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv @returns {Promise<import('@rspack/core').Configuration[]>} */
export default async function config(_env, argv = {}) {
  const prod = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const fontFaces = await myanmarFontFaces();
  const shell = {
    name: 'shell',
    dependencies: prod ? ['island', 'island-prerender'] : [],
    context: dir,
    mode: prod ? 'production' : 'development',
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(dir, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      // The island's own build writes js/island/ before this one. Rspack asks with absolute paths, and
      // keeps a kept directory whole: js/ is cleaned file by file, js/island/ is kept.
      clean: { keep: (file) => file === ISLAND_DIR || file.startsWith(ISLAND_DIR + path.sep) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(prod), purePackagesRule()] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        title: 'FCS',
        minify: prod,
        // boot.js chooses between the island and the shell's entry: nothing is injected.
        inject: false,
        // boot.js inline: the page's one script, allowed by its hash in the Content-Security-Policy
        // (scripts/lib/csp.mjs); what it loads runs by 'strict-dynamic'.
        templateParameters: (params) => ({
          ...params,
          myanmarFontFaces: fontFaces,
          bootJs: fs.readFileSync(path.join(dir, 'boot.js'), 'utf8').trim(),
          ...island(prod),
        }),
      }),
      emitMyanmarFonts(rspack),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      emitRemotesJson(),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDeps(),
        // 'version-first' would fetch every remote entry at start-up and fail when one is down.
        shareStrategy: 'loaded-first',
        // Bounded manifest loading with one clear error; React taken from the Track page's island when it brought the shell.
        runtimePlugins: [
          path.resolve(dir, 'src/runtime-plugins/retry-fallback.ts'),
          path.resolve(dir, 'src/runtime-plugins/island-shared.ts'),
        ],
        dts: false,
        // The one federation runtime of the page: the remotes' entries leave theirs out (externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    optimization: prod ? { splitChunks: { chunks: 'async' } } : {},
    performance: { hints: false },
    devServer: {
      port: SHELL.port,
      historyApiFallback: true,
      hot: true,
      client: { overlay: { runtimeErrors: false } },
    },
  };
  return prod ? [islandConfig(prod), prerenderConfig(), shell, serviceWorkerConfig()] : [shell];
}
