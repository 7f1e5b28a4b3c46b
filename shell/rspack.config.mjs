// The shell: Module Federation host. Remotes are not listed here; they are registered at run time from
// /remotes.json (editable at deploy time), so a remote ships without a shell rebuild.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_PORTS, sharedDeps } from '../build/mf-shared.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv @returns {import('@rspack/core').Configuration} */
export default function config(_env, argv = {}) {
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
      new rspack.HtmlRspackPlugin({ template: './index.html', title: 'FCS', minify: prod }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDeps(),
        // 'version-first' would fetch every remote entry at start-up and fail when one is down.
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.resolve(dir, 'src/runtime-plugins/retry-fallback.ts')],
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    optimization: prod ? { splitChunks: { chunks: 'async' } } : {},
    performance: { hints: false },
    devServer: {
      port: REMOTE_PORTS.shell,
      historyApiFallback: true,
      hot: true,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}
