export * from './http';
export * from './endpoints';
export * from './dropoffs';
export * from './customer';
export * from './pickups';
// issue 11 · packages
export * from './packages';
