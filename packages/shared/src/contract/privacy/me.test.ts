import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DeleteAccountRequest, MyAccessesResponse } from '../../schemas/audit.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, FileOperation, QueryOf, ResponseOf } from '../operation.js';
import { myDataContract } from './me.contract.js';
import { myDataOperations } from './me.js';

describe('a candidate’s own data in the route contract (PRV-2 to PRV-4, docs/decisions/021)', () => {
  it('types each call; the export is a file, fetched as a Blob', () => {
    expectTypeOf(myDataOperations.exportMyData).toExtend<FileOperation>();
    expectTypeOf<ResponseOf<typeof myDataOperations.exportMyData>>().toEqualTypeOf<never>();
    expectTypeOf<QueryOf<typeof myDataOperations.listMyAccesses>>().toEqualTypeOf<{ page?: unknown }>();
    expectTypeOf<ResponseOf<typeof myDataOperations.listMyAccesses>>().toEqualTypeOf<MyAccessesResponse>();
    expectTypeOf<BodyOf<typeof myDataOperations.deleteMyAccount>>().toEqualTypeOf<DeleteAccountRequest>();
  });

  it('is for candidates only; the export’s failures, its 429 included, are JSON like every other', () => {
    expect(errorAnswersOf(myDataContract)).toEqual({
      exportMyData: [401, 403, 404, 429],
      listMyAccesses: [400, 401, 403],
      deleteMyAccount: [400, 401, 403, 413, 415, 429],
    });
  });
});
