import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX } from '@careers/shared';
import { DIALLING_CODE_OPTIONS } from '@/config/dialling-codes';
import { CountryCodeSelect } from './country-code-select';

function Harness({ allowEmpty = false, onKeyDownOutside = () => undefined }: { allowEmpty?: boolean; onKeyDownOutside?: () => void }) {
  const [value, setValue] = useState('');
  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- the harness only listens for keys that escape the select
    <div onKeyDown={onKeyDownOutside}>
      <CountryCodeSelect
        label="Primary mobile dialling code"
        value={value}
        onChange={setValue}
        options={DIALLING_CODE_OPTIONS}
        allowEmpty={allowEmpty}
      />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const button = () => screen.getByRole('button', { name: /^Primary mobile dialling code/ });

describe('CountryCodeSelect (PRO-15)', () => {
  it("lists PRO-15's 23 codes in a list at most 200 px tall, and a click chooses one", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.click(button());
    const list = screen.getByRole('listbox', { name: 'Primary mobile dialling code' });
    expect(list.style.maxHeight).toBe(`${COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX}px`);
    expect(screen.getAllByRole('option')).toHaveLength(23);
    await user.click(screen.getByRole('option', { name: /^\+91 India/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('+91');
    expect(button().textContent).toContain('+91');
    expect(document.activeElement).toBe(button());
  });

  it('works from the keyboard: arrows, typing digits, Enter; Escape closes only the list', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    render(<Harness allowEmpty onKeyDownOutside={outside} />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    // 'No code' first (the optional secondary number), then the codes.
    expect(screen.getAllByRole('option')).toHaveLength(24);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /^\+44 / }).id);
    await user.keyboard('971');
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /^\+971 / }).id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('+971');

    await user.keyboard('{Enter}');
    outside.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The Escape went no further: a dialog around it stays open.
    expect(outside).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('+971');
  });
});
