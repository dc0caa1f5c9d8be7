/**
 * The access audit log (REC-9, docs/decisions/017): every recruiter read of a candidate's personal data,
 * recorded before it is served, and its read sides (the admins' log, the candidate's own list, PRV-2).
 */
export { createAccessAudit, type AccessAudit } from './access-audit-service.js';
export { createRecruiterAccess, type Download, type RecruiterAccess } from './recruiter-access-service.js';
export { createListViews, type ListViews } from './list-views.js';
