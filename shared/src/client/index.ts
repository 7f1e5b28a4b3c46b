export * from './http';
export * from './endpoints';
