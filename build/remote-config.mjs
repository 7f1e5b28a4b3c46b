// The remote kit's build: one function makes a remote's Rspack and Module Federation config from
// its name. The remote exposes one module, ./screens (src/screens.tsx); `rspack serve` also serves
// the one standalone host of @fcs/shared/dev, with the remote's routes from the manifest.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APPS } from './apps.mjs';
import { sharedDeps } from './mf-shared.mjs';
import { purePackagesRule } from './pure-packages.mjs';
import { swcRule } from './swc-rule.mjs';

const sharedDir = path.resolve(import.meta.dirname, '../shared');

/** @param {{ name: string, dir: string }} remote @returns {(env: unknown, argv?: { mode?: string }) => import('@rspack/core').Configuration} */
export function remoteConfig({ name, dir }) {
  const app = REMOTE_APPS.find((a) => a.name === name);
  if (!app) throw new Error(`${name} is not in build/apps.mjs`);
  return (_env, argv = {}) => {
    const prod = (argv.mode ?? process.env.NODE_ENV) === 'production';
    // The standalone host is a development tool: left out of production builds unless asked for.
    const standalone = !prod || process.env.FCS_STANDALONE === '1';
    return {
      context: dir,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      entry: standalone ? { standalone: path.join(sharedDir, 'src/dev/standalone-entry.ts') } : {},
      output: {
        path: path.resolve(dir, 'dist'),
        // The host loads this remote from another origin: chunk URLs follow remoteEntry.js.
        publicPath: 'auto',
        uniqueName: name,
        filename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        chunkFilename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { 'fcs-remote-screens': path.resolve(dir, 'src/screens.tsx') },
      },
      module: { rules: [swcRule(prod), purePackagesRule()] },
      plugins: [
        // Where the standalone page finds the api and the Auth emulator, and which remote it hosts.
        new rspack.DefinePlugin({
          'process.env.FCS_REMOTE': JSON.stringify(name),
          'process.env.FCS_API_URL': JSON.stringify(process.env.FCS_API_URL ?? 'http://localhost:8080'),
          'process.env.FCS_AUTH_EMULATOR_URL': JSON.stringify(process.env.FCS_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099'),
        }),
        standalone &&
          new rspack.HtmlRspackPlugin({
            template: path.join(sharedDir, 'src/dev/standalone.html'),
            title: `${name} (standalone)`,
            chunks: ['standalone'],
            publicPath: '/',
            minify: prod,
          }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          manifest: true, // mf-manifest.json
          exposes: { './screens': './src/screens.tsx' },
          shared: sharedDeps(),
          // Standalone, this app is its own host: never wait for entries that are not there.
          shareStrategy: 'loaded-first',
          dts: false,
          // In the portal the shell provides the federation runtime, once for every remote; a
          // standalone build keeps its own, having no shell.
          experiments: { externalRuntime: !standalone },
        }),
      ].filter(Boolean),
      optimization: prod ? { splitChunks: { chunks: 'async' } } : {},
      performance: { hints: false },
      // Rspack 2 compiles dynamic imports lazily in dev; behind the MF async boundary the first page
      // load then stayed blank until a reload. Everything here is small: compile it up front.
      lazyCompilation: false,
      devServer: {
        port: Number(process.env.PORT ?? app.port),
        // The shell (another origin) fetches mf-manifest.json and the chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        hot: true,
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}
