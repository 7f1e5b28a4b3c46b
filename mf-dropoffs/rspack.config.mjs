// mf-dropoffs: the staff drop-offs remote (container `mf_dropoffs`). The shell finds it at run
// time through mf-manifest.json; `rspack serve` also serves a standalone page (a minimal host with a
// dev sign-in) at http://localhost:3003/ so the remote can be worked on without the shell.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_PORTS, sharedDeps } from '../build/mf-shared.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv @returns {import('@rspack/core').Configuration} */
export default function config(_env, argv = {}) {
  const prod = (argv.mode ?? process.env.NODE_ENV) === 'production';
  // The standalone host is a development tool: left out of production builds unless asked for.
  const standalone = !prod || process.env.FCS_STANDALONE === '1';
  return {
    context: dir,
    mode: prod ? 'production' : 'development',
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    entry: standalone ? { standalone: './src/standalone/index.ts' } : {},
    output: {
      path: path.resolve(dir, 'dist'),
      // The host loads this remote from another origin: chunk URLs follow remoteEntry.js.
      publicPath: 'auto',
      uniqueName: 'mf_dropoffs',
      filename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
            },
          },
        },
      ],
    },
    plugins: [
      // Where the standalone page finds the api and the Auth emulator (defaults: the fixed topology).
      new rspack.DefinePlugin({
        'process.env.FCS_API_URL': JSON.stringify(process.env.FCS_API_URL ?? 'http://localhost:8080'),
        'process.env.FCS_AUTH_EMULATOR_URL': JSON.stringify(process.env.FCS_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099'),
      }),
      standalone &&
        new rspack.HtmlRspackPlugin({ template: './src/standalone/index.html', chunks: ['standalone'], publicPath: '/', minify: prod }),
      new ModuleFederationPlugin({
        name: 'mf_dropoffs',
        filename: 'remoteEntry.js',
        manifest: true, // mf-manifest.json
        exposes: {
          './DropoffList': './src/exposes/dropoff-list.tsx',
          './CreateDropoff': './src/exposes/create-dropoff.tsx',
          './DropoffDetail': './src/exposes/dropoff-detail.tsx',
          './DropoffEdit': './src/exposes/dropoff-edit.tsx',
          './DropoffComplete': './src/exposes/dropoff-complete.tsx',
          './DropoffCancel': './src/exposes/dropoff-cancel.tsx',
          './SearchCustomers': './src/exposes/search-customers.tsx',
        },
        shared: sharedDeps(),
        // Standalone, this app is its own host: never wait for entries that are not there.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ].filter(Boolean),
    optimization: prod ? { splitChunks: { chunks: 'async' } } : {},
    performance: { hints: false },
    // Rspack 2 compiles dynamic imports lazily in dev; behind the MF async boundary the first page
    // load then stayed blank until a reload. Everything here is small: compile it up front.
    lazyCompilation: false,
    devServer: {
      port: Number(process.env.PORT ?? REMOTE_PORTS.mf_dropoffs),
      // The shell (another origin) fetches mf-manifest.json and the chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: true,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}
