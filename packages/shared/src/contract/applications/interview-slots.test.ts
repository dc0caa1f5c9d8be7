import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CandidateSlots, CandidateSlotsResponse, RecruiterSlots, SlotOfferResponse } from '../../schemas/interview-slots.js';
import { errorAnswersOf } from '../contract.js';
import type { ResponseOf } from '../operation.js';
import { interviewBookingContract } from './interview-booking.contract.js';
import type { interviewBookingOperations } from './interview-booking.js';
import { interviewSlotsContract } from './interview-slots.contract.js';
import type { interviewSlotsOperations } from './interview-slots.js';

describe('offered interview times in the route contract (REC-30, REC-31, APP-13, docs/decisions/049)', () => {
  it('types each call through the zod-free tables', () => {
    expectTypeOf<ResponseOf<typeof interviewSlotsOperations.getInterviewSlots>>().toEqualTypeOf<RecruiterSlots>();
    expectTypeOf<ResponseOf<typeof interviewSlotsOperations.offerInterviewSlots>>().toEqualTypeOf<SlotOfferResponse>();
    expectTypeOf<ResponseOf<typeof interviewBookingOperations.getMyInterviewSlots>>().toEqualTypeOf<CandidateSlots>();
    expectTypeOf<ResponseOf<typeof interviewBookingOperations.bookInterviewSlot>>().toEqualTypeOf<CandidateSlotsResponse>();
  });

  it('answers 403 to the other role; a booking that lost, or comes too late, 409', () => {
    expect(errorAnswersOf(interviewSlotsContract)).toEqual({
      getInterviewSlots: [400, 401, 403, 404],
      offerInterviewSlots: [400, 401, 403, 404, 409, 413, 415],
      cancelInterview: [400, 401, 403, 404, 409, 413, 415],
    });
    expect(errorAnswersOf(interviewBookingContract)).toEqual({
      getMyInterviewSlots: [400, 401, 403, 404],
      bookInterviewSlot: [400, 401, 403, 404, 409, 413, 415],
      cancelMyInterview: [400, 401, 403, 404, 409, 413, 415],
      askOtherInterviewTimes: [400, 401, 403, 404, 409, 413, 415],
    });
  });
});
