export * from './jobs.js';
export * from './accounts.js';
