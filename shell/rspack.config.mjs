// The shell: Module Federation host. Remotes are not listed here; they are registered at run time from
// /remotes.json (made from build/apps.mjs, editable at deploy time), so a remote ships without a
// shell rebuild.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remotesJson, SHELL } from '../build/apps.mjs';
import { sharedDeps } from '../build/mf-shared.mjs';
import { purePackagesRule } from '../build/pure-packages.mjs';
import { swcRule } from '../build/swc-rule.mjs';
import { emitMyanmarFonts, myanmarFontFaces } from './myanmar-fonts.mjs';

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

/** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv @returns {import('@rspack/core').Configuration} */
export default async function config(_env, argv = {}) {
  const prod = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
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
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(prod), purePackagesRule()] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        title: 'FCS',
        minify: prod,
        templateParameters: { myanmarFontFaces: await myanmarFontFaces() },
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
        runtimePlugins: [path.resolve(dir, 'src/runtime-plugins/retry-fallback.ts')],
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
}
