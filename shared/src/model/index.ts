// @fcs/shared/model: the contract without zod — constants, texts, access, routes, machines, read
// rules, entities and formatting. Screens import this (or its subpaths); the zod schemas of the
// request bodies are in @fcs/shared/contract.
export * from './access';
export * from './addresses';
export * from './audit';
export * from './constants';
export * from './dropoffs';
export * from './endpoints';
export * from './entities';
export * from './envelope';
export * from './format';
export * from './imports';
export * from './invoices';
export * from './languages';
export * from './limits';
export * from './machines';
export * from './messages';
export * from './notifications';
export * from './packages';
export * from './phone';
export * from './pickups';
export * from './profile';
export * from './read-rules';
export * from './report';
export * from './report-templates';
export * from './route-order';
export * from './routes';
export * from './settings';
export * from './setup';
export * from './sms';
export * from './status';
export * from './tracking';
export * from './uploads';
export * from './users';
export * from './status-links';
