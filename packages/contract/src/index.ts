import './locale.js';

export * from './accounts.js';
export * from './catalogue.js';
export * from './dates.js';
export * from './envelope.js';
export * from './errors.js';
export * from './events.js';
export * from './files.js';
export * from './friends.js';
export * from './lists.js';
export * from './money.js';
export * from './notifications.js';
export * from './pagination.js';
export * from './reports.js';
export * from './session.js';
export * from './special-dates.js';
export * from './text.js';
export * from './update.js';
