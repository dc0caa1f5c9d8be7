export * from './jobs.js';
export * from './accounts.js';
export * from './profile.js';
