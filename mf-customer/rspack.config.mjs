// mf-customer: the customer self-service remote (container `mf_customer`). The shell finds it at run
// time through mf-manifest.json; `rspack serve` also serves a standalone page (a minimal host with a
// dev sign-in) at http://localhost:3001/ so the remote can be worked on without the shell.
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
      uniqueName: 'mf_customer',
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
        name: 'mf_customer',
        filename: 'remoteEntry.js',
        manifest: true, // mf-manifest.json
        exposes: {
          './MyPackages': './src/exposes/my-packages.tsx',
          './MyPackageDetail': './src/exposes/my-package-detail.tsx',
          './RecentPackages': './src/exposes/recent-packages.tsx',
          './MyPickups': './src/exposes/my-pickups.tsx',
          './MyPickupDetail': './src/exposes/my-pickup-detail.tsx',
          './MyPickupEdit': './src/exposes/my-pickup-edit.tsx',
          './RequestPickup': './src/exposes/request-pickup.tsx',
          './PickupCancel': './src/exposes/pickup-cancel.tsx',
          './RecentPickups': './src/exposes/recent-pickups.tsx',
          './Addresses': './src/exposes/addresses.tsx',
          './NewAddress': './src/exposes/new-address.tsx',
          './AddressDetail': './src/exposes/address-detail.tsx',
          './Profile': './src/exposes/profile.tsx',
          './EmailUpdate': './src/exposes/email-update.tsx',
          './MyInvoices': './src/exposes/my-invoices.tsx',
          './MyInvoiceDetail': './src/exposes/my-invoice-detail.tsx',
          './MyDropoffs': './src/exposes/my-dropoffs.tsx',
          './MyDropoffDetail': './src/exposes/my-dropoff-detail.tsx',
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
      port: Number(process.env.PORT ?? REMOTE_PORTS.mf_customer),
      // The shell (another origin) fetches mf-manifest.json and the chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: true,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}
