export * from './jobs.js';
export * from './crm.js';
