import { describe, expect, it } from 'vitest';
import { interviewPlanInputSchema } from '@careers/shared';
import { planInputOf } from './interview-plan-editor';

describe('the interview plan editor’s criteria lines (REC-28)', () => {
  it('reads a catalogue skill’s name as that skill and any other line as an attribute; a stage keeps its id', () => {
    const input = planInputOf([
      { key: 'a', id: 4, name: 'Technical interview', criteria: 'Microsoft Intune\n  Communication  \n\n' },
      { key: 'b', id: null, name: 'Client interview', criteria: 'Culture add' },
    ]);
    expect(input).toEqual({
      stages: [
        {
          id: 4,
          name: 'Technical interview',
          criteria: [
            { kind: 'skill', skillId: 'intune' },
            { kind: 'attribute', name: 'Communication' },
          ],
        },
        { name: 'Client interview', criteria: [{ kind: 'attribute', name: 'Culture add' }] },
      ],
    });
    expect(interviewPlanInputSchema.safeParse(input).success).toBe(true);
  });
});
