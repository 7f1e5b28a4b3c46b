// TypeScript and JSX through Rspack's built-in SWC, the same for the shell and every remote.
export function swcRule(prod) {
  return {
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
  };
}
