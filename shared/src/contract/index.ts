// @fcs/shared/contract: the model (zod-free, also at @fcs/shared/model) plus the zod schemas of the
// entities and of every request body. The api imports this barrel; screens import the model, or one
// schema file by its subpath where a form validates with it.
export * from '../model';
export * from './addresses';
export * from './dropoffs';
export * from './entities';
export * from './envelope';
export * from './fields';
export * from './pickups';
export * from './profile';
export * from './report';
// issue 11 · invoices
export * from './invoices';
// issue 11 · customers
export * from './users';
// issue 11 · packages
export * from './packages';
// issue 12 · settings
export * from './notices';
export * from './settings';
// issue 12 · SMS usage and rates
export * from './sms';
// issue 13 · report templates and the report service's metadata
export * from './report-templates';
// issue 32 · going live: the first run and the import
export * from './setup';
export * from './imports';
// status links
export * from './status-links';
