import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput, emptyOtp } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output data-testid="value">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 6`);
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput (ACC-5)', () => {
  it('takes one digit per box, ignores anything else, and moves focus forward', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2-3 ');
    expect(value()).toBe('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('456');
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
    for (let n = 1; n <= 6; n++) expect(box(n).value).toHaveLength(1);
  });

  it('Backspace clears the current box, or the previous one when the current is empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1234');
    expect(document.activeElement).toBe(box(5));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('123');
    expect(box(4).value).toBe('');
    expect(document.activeElement).toBe(box(4));
    // A box with a digit: Backspace clears it and stays.
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect([box(1).value, box(2).value, box(3).value]).toEqual(['1', '', '3']);
    expect(document.activeElement).toBe(box(2));
    // Now empty: Backspace clears the previous box and moves there.
    await user.keyboard('{Backspace}');
    expect([box(1).value, box(2).value, box(3).value]).toEqual(['', '', '3']);
    expect(document.activeElement).toBe(box(1));
  });

  it('retyping the digit a box already holds still moves on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('111111');
    await user.click(box(1));
    await user.keyboard('12');
    expect(value()).toBe('121111');
    expect(document.activeElement).toBe(box(3));
  });

  it('pasting six digits fills every box wherever it lands, spaces and dashes aside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('482 - 913');
    expect(value()).toBe('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('pasting fewer digits fills forward from the focused box; pasting letters does nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('78');
    expect(value()).toBe('78');
    expect(box(2).value).toBe('7');
    expect(box(3).value).toBe('8');
    await user.paste('abc');
    expect(value()).toBe('78');
  });
});
