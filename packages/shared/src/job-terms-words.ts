/**
 * PUB-18: the words of a job's terms that the job cards show (`formatEngagement`, `formatEligibility`).
 * Apart from the other terms' texts (`./job-terms-messages.ts`, the posting form's and the API's): the cards
 * are on the landing route, whose initial JS has a budget (PUB-17).
 */

/** A duration without an end ("From 05-01-2027 · open-ended"), and the same first in the line ("Open-ended · 40 h/week"). */
export const OPEN_ENDED = 'open-ended';
export const OPEN_ENDED_LABEL = 'Open-ended';

/** "You may work from India, Philippines and Vietnam" (PUB-18). */
export const mayWorkFrom = (countries: string) => `You may work from ${countries}`;
