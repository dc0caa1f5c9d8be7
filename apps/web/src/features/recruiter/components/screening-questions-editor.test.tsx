import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREENING_MESSAGES as S, SCREENING_TEMPLATES, screeningQuestionsSchema, type ScreeningQuestionInput } from '@careers/shared';
import { ScreeningQuestionsEditor } from './screening-questions-editor';

/** The editor as the job form holds it; `latest` is what the form would send. */
function renderEditor(initial: ScreeningQuestionInput[] = []) {
  const latest: { value: ScreeningQuestionInput[] } = { value: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ScreeningQuestionsEditor
        value={value}
        onChange={(next) => {
          latest.value = next;
          setValue(next);
        }}
        errorOf={() => undefined}
      />
    );
  }
  render(<Harness />);
  return latest;
}

describe('the screening questions editor (REC-27)', () => {
  it('says that expected answers only flag; adds a question and a template, with an expected answer', async () => {
    const user = userEvent.setup();
    const latest = renderEditor();
    const section = screen.getByRole('region', { name: S.sectionTitle });
    expect(within(section).getByText(S.editorHint)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    const first = screen.getByRole('group', { name: `${S.questionText} 1` });
    await user.type(within(first).getByLabelText(S.questionText), 'How many years with Intune?');
    await user.selectOptions(within(first).getByLabelText(S.questionType), 'number');
    await user.type(within(first).getByLabelText(S.unitLabel), 'years');
    await user.selectOptions(within(first).getByLabelText(S.expectedLabel), 'gte');
    await user.type(within(first).getByLabelText(S.comparisonLabels.gte), '3');

    await user.selectOptions(screen.getByLabelText(S.addTemplate), 'right-to-invoice');
    expect(screen.getByRole('group', { name: `${S.questionText} 2` })).toBeTruthy();

    expect(latest.value).toMatchObject([
      { type: 'number', text: 'How many years with Intune?', unit: 'years', expected: { comparison: 'gte', value: 3 }, required: true },
      { id: 'right-to-invoice', type: 'yes_no', expected: true },
    ]);
    // What the editor holds is what the API takes.
    expect(screeningQuestionsSchema.safeParse(latest.value).success).toBe(true);
  });

  it('refuses a question about current pay as it is typed, with the reason', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    await user.type(screen.getByLabelText(S.questionText), 'What is your current CTC?');
    expect(screen.getByText(S.payHistoryRefused)).toBeTruthy();
    expect(screen.getByLabelText(S.questionText).getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText(S.questionText));
    await user.type(screen.getByLabelText(S.questionText), 'What is your expected day rate?');
    expect(screen.queryByText(S.payHistoryRefused)).toBeNull();
  });

  it('takes choices one per line with acceptable ones ticked, removes a question, and stops at 10', async () => {
    const user = userEvent.setup();
    const latest = renderEditor();
    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    const card = screen.getByRole('group', { name: `${S.questionText} 1` });
    await user.type(within(card).getByLabelText(S.questionText), 'Main cloud?');
    await user.selectOptions(within(card).getByLabelText(S.questionType), 'choice');
    await user.type(within(card).getByLabelText(S.choicesLabel), 'Azure{Enter}AWS');
    await user.click(within(card).getByLabelText('Azure'));
    expect(latest.value).toMatchObject([{ type: 'choice', choices: ['Azure', 'AWS'], expected: ['Azure'] }]);

    await user.click(screen.getByRole('button', { name: `${S.removeQuestion} 1` }));
    expect(latest.value).toEqual([]);

    for (let i = 0; i < 10; i += 1) await user.selectOptions(screen.getByLabelText(S.addTemplate), SCREENING_TEMPLATES[i % 5]?.key ?? '');
    expect(new Set(latest.value.map((q) => q.id)).size).toBe(10);
    expect(screen.getByRole('button', { name: S.addQuestion })).toHaveProperty('disabled', true);
    expect(screen.getByText(S.questionsTooMany)).toBeTruthy();
  });
});
