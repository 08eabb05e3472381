export * from './accounts.js';
export * from './catalogue.js';
export * from './users.js';
