export * from './theme';
export * from './remote-providers';
export * from './data-table';
export * from './photo-viewer';
export * from './phone-input';
export * from './status-badge';
export * from './remote-unavailable';
