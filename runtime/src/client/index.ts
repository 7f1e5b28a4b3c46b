export * from './http';
export * from './endpoints';
export * from './csv-download';
export * from './dropoffs';
export * from './customer';
export * from './pickups';
// issue 11 · invoices
export * from './invoices';
// issue 11 · customers
export * from './users';
// issue 11 · packages
export * from './packages';
// issue 12 · settings
export * from './settings';
// issue 12 · SMS usage and rates
export * from './sms';
// issue 13 · report templates and the report service's metadata
export * from './reports';
// issue 32 · going live: the import of a forwarder's book
export * from './imports';
// status links
export * from './status-links';
