export * from './catalogue.js';
export * from './users.js';
