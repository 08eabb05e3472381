export * from './accounts.js';
export * from './catalogue.js';
export * from './events.js';
export * from './friends.js';
export * from './lists.js';
export * from './notifications.js';
export * from './reports.js';
export * from './users.js';
