export * from './mail-parse.js';
export * from './sample-files.js';
export * from './calendar.js';
export * from './sample-payloads.js';
export * from './openapi-document.js';
export * from './openapi-requests.js';
export * from './calendar-feed.js';
