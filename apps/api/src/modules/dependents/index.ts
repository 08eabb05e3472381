export * from './guardians.js';
