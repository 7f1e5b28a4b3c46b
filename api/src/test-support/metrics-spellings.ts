/** Every spelling of the path that a proxy matching the raw path would let through and a router might decode. */
export const METRICS_SPELLINGS = [
  '/metrics',
  '/%6detrics',
  '/%6Detrics',
  '/metric%73',
  '/%6d%65%74%72%69%63%73',
  '//metrics',
  '/metrics/',
  '/METRICS',
  '/Metrics',
  '/./metrics',
  '/x/../metrics',
  '/metrics?x=1',
  '/metrics;x',
  '/metrics%2f',
  '/metrics%00',
  '/metrics#',
];
