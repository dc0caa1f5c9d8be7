import { describe, expect, it } from 'vitest';
import { outsideCandidateDay, workingDayOverlap, zonedInstant, zonedTime } from './interview-slots.js';

/** REC-30 (docs/decisions/049): one instant on two clocks, across the European switches of 2027. */
describe('interview times in two time zones', () => {
  it('a Zurich wall-clock time is the right instant on both sides of the March and October switches', () => {
    expect(zonedInstant('2027-03-26', '10:00', 'Europe/Zurich').toISOString()).toBe('2027-03-26T09:00:00.000Z');
    expect(zonedInstant('2027-03-29', '10:00', 'Europe/Zurich').toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(zonedInstant('2027-10-29', '10:00', 'Europe/Zurich').toISOString()).toBe('2027-10-29T08:00:00.000Z');
    expect(zonedInstant('2027-11-01', '10:00', 'Europe/Zurich').toISOString()).toBe('2027-11-01T09:00:00.000Z');
  });

  it('reads an interval on the candidate’s clock, with the zone named', () => {
    const at = new Date('2027-03-29T08:00:00.000Z');
    expect(zonedTime(at, 45, 'Asia/Kolkata')).toEqual({
      time_zone: 'Asia/Kolkata',
      date: '2027-03-29',
      time: '13:30',
      label: 'Monday 29 March 2027, 13:30–14:15 (GMT+5:30)',
    });
    expect(zonedTime(at, 45, 'Asia/Ho_Chi_Minh').label).toBe('Monday 29 March 2027, 15:00–15:45 (GMT+7)');
  });

  it('marks a time outside 08:00–20:00 of the candidate’s day (the end counts too)', () => {
    // 17:30–18:30 in Zurich (CEST) is 21:00–22:00 in Kolkata.
    expect(outsideCandidateDay(new Date('2027-03-29T15:30:00.000Z'), 60, 'Asia/Kolkata')).toBe(true);
    // 07:00 in Zurich (CET) is 11:30 in Kolkata and 14:00 in Manila: inside.
    expect(outsideCandidateDay(new Date('2027-03-26T06:00:00.000Z'), 60, 'Asia/Manila')).toBe(false);
    // Ends at 20:00 exactly: inside; a minute later: outside.
    expect(outsideCandidateDay(new Date('2027-03-26T13:30:00.000Z'), 60, 'Asia/Kolkata')).toBe(false);
    expect(outsideCandidateDay(new Date('2027-03-26T13:30:00.000Z'), 61, 'Asia/Kolkata')).toBe(true);
  });

  it('the overlap of both working days (09:00–18:00) moves with summer time', () => {
    // CET: Zurich 09:00 is 13:30 in Kolkata, whose day ends at 18:00 = 13:30 in Zurich.
    expect(workingDayOverlap('2027-03-26', 'Europe/Zurich', 'Asia/Kolkata')).toEqual({
      start: '09:00',
      end: '13:30',
      candidate_start: '13:30',
      candidate_end: '18:00',
    });
    // CEST: one hour less.
    expect(workingDayOverlap('2027-03-29', 'Europe/Zurich', 'Asia/Kolkata')).toEqual({
      start: '09:00',
      end: '14:30',
      candidate_start: '12:30',
      candidate_end: '18:00',
    });
    expect(workingDayOverlap('2027-11-01', 'Europe/Zurich', 'Asia/Manila')).toEqual({
      start: '09:00',
      end: '11:00',
      candidate_start: '16:00',
      candidate_end: '18:00',
    });
    expect(workingDayOverlap('2027-11-01', 'Europe/Zurich', 'Pacific/Kiritimati')).toBeNull();
  });
});
