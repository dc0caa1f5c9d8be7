import { z } from 'zod';
import {
  advanceApplicationSchema,
  applicantResponseSchema,
  applicantsResponseSchema,
  idParamsSchema,
  interviewInputSchema,
} from '../../schemas/recruiter.js';
import {
  noteInputSchema,
  noteResponseSchema,
  notesResponseSchema,
  ratingInputSchema,
  ratingResponseSchema,
} from '../../schemas/recruiter-notes.js';
import { notSelectedInputSchema } from '../../schemas/conversation.js';
import { STORED_CONTENT_TYPES } from '../../uploads.js';
import { fileAnswer, type SchemaTable } from '../contract.js';

/** The schema half of `recruiter.ts`. */
export const recruiterApplicationsSchemas = {
  listApplicants: {
    summary: 'A job’s applicants with their details, files and timelines, in the order they applied',
    params: idParamsSchema,
    response: { 200: applicantsResponseSchema },
  },
  advanceApplication: {
    summary: 'Move an application to its next step (REC-6); `from` is the status the recruiter saw. E-mails the candidate',
    params: idParamsSchema,
    body: advanceApplicationSchema,
    response: { 200: applicantResponseSchema },
  },
  scheduleInterview: {
    summary:
      'Schedule or move the interview of an application at the Interview step (REC-12). E-mails the candidate a calendar invitation: same UID, higher SEQUENCE on a move',
    params: idParamsSchema,
    body: interviewInputSchema,
    response: { 200: applicantResponseSchema },
  },
  markNotSelected: {
    summary:
      'End an application in progress as Not selected (REC-6). E-mails the candidate; with `templateId`, the template is filled in and sent in the conversation (REC-29)',
    params: idParamsSchema,
    body: notSelectedInputSchema.nullish(),
    response: { 200: applicantResponseSchema },
  },
  getApplicationFile: {
    summary:
      'An applicant’s CV or photo, as an attachment (PRO-18: nosniff, sandboxed); only files of submitted applications; recorded in the access log first (REC-9)',
    params: z.object({ fileId: z.uuid('fileId must be a file id') }),
    response: {
      200: fileAnswer({ contentTypes: Object.values(STORED_CONTENT_TYPES), description: 'The file, as an attachment', format: 'binary' }),
    },
  },
  listNotes: {
    summary: 'An application’s private notes, oldest first, with authors and times, and its ratings (yours included)',
    params: idParamsSchema,
    response: { 200: notesResponseSchema },
  },
  addNote: {
    summary: 'Add a private note to an application; it is stamped with you and the time',
    params: idParamsSchema,
    body: noteInputSchema,
    response: { 201: noteResponseSchema },
  },
  rateApplication: {
    summary: 'Rate an application 1–5; one rating per recruiter, a new one replaces yours',
    params: idParamsSchema,
    body: ratingInputSchema,
    response: { 200: ratingResponseSchema },
  },
  getApplicantsCsv: {
    summary:
      'A job’s applicants as CSV (RFC 4180, UTF-8 with BOM, formula cells escaped): name, e-mail, mobile, step, applied date, average rating',
    params: idParamsSchema,
    response: { 200: fileAnswer({ contentTypes: ['text/csv'], description: 'text/csv', format: 'text' }) },
  },
} satisfies SchemaTable;
