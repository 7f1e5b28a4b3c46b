export * from './session';
export * from './notify';
export * from './pickers';
export * from './submit';
