export * from './jobs.js';
export * from './accounts.js';
export * from './crm.js';
export * from './profile.js';
export * from './applications.js';
export * from './mail.js';
export * from './interviews.js';
