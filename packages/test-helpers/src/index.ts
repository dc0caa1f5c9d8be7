export * from './mail-parse.js';
export * from './sample-files.js';
export * from './calendar.js';
export * from './sample-payloads.js';
