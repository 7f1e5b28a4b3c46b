// antd's building blocks (@rc-component/*) are plain React components and helpers, but their
// package.json does not say "sideEffects": false, so a bundle keeps every module an index imports:
// antd's Input alone pulled the whole of @rc-component/form (13.8 KB gzipped) through one context
// import. Declared pure here, the bundler drops what nothing uses. The e2e run checks the screens.
export function purePackagesRule() {
  return { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@rc-component[\\/]/, sideEffects: false };
}
