import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX, DIALLING_CODES } from '@careers/shared';
import { diallingOptions } from '@/config/dialling-codes';
import { CountryCodeSelect } from './country-code-select';

function Harness({ allowEmpty = false, onKeyDownOutside = () => undefined }: { allowEmpty?: boolean; onKeyDownOutside?: () => void }) {
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- the harness only listens for keys that escape the select
    <div onKeyDown={onKeyDownOutside}>
      <CountryCodeSelect
        label="Primary mobile dialling code"
        value={value}
        onChange={(option) => {
          setValue(option.region);
          setCode(option.code);
        }}
        options={diallingOptions()}
        allowEmpty={allowEmpty}
      />
      <output data-testid="value">{`${value} ${code}`.trim()}</output>
    </div>
  );
}

const button = () => screen.getByRole('button', { name: /^Primary mobile dialling code/ });
const search = () => screen.getByRole('combobox', { name: /^Search primary mobile dialling code/ });

describe('CountryCodeSelect (PRO-15, docs/decisions/039)', () => {
  it("lists PRO-15's 23 codes first in their order, then every other country, at most 200 px tall; a click chooses one", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.click(button());
    expect(screen.getByTestId('country-dropdown').style.maxHeight).toBe(`${COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX}px`);
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(200);
    expect(options.slice(0, 23).map((o) => /^\+\d+/.exec(o.textContent ?? '')?.[0])).toEqual([...DIALLING_CODES]);
    // The divider: the first country after the 23 starts a new block.
    expect(options[23]?.className).toContain('border-t');
    expect(options[22]?.className).not.toContain('border-t');
    await user.click(screen.getByRole('option', { name: /^\+63 Philippines/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('PH +63');
    expect(button().textContent).toContain('+63');
    expect(button().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Primary mobile dialling code \+63\s*Philippines$/ })).toBeTruthy();
    expect(document.activeElement).toBe(button());
  });

  it('searches by name, code or ISO letters, and tells countries sharing a code apart', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button());
    expect(document.activeElement).toBe(search());
    await user.keyboard('viet');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+84 Vietnam']);
    await user.clear(search());
    await user.keyboard('+1');
    const plusOne = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(plusOne[0]).toBe('+1 United States');
    expect(plusOne).toContain('+1 Canada');
    await user.clear(search());
    await user.keyboard('my');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('+60 Malaysia');
    // Names starting with the text come before names merely containing it.
    await user.clear(search());
    await user.keyboard('ma');
    const ma = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(ma.indexOf('+60 Malaysia')).toBeLessThan(ma.indexOf('+49 Germany'));
    expect(ma[0]).toMatch(/^\+\d+ Ma/);
    await user.clear(search());
    await user.keyboard('cote');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+225 Côte d’Ivoire']);
    await user.clear(search());
    await user.keyboard('zzz');
    expect(screen.getByRole('option', { name: 'No country matches' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('works from the keyboard: arrows, typing, Enter; Escape closes only the list', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    render(<Harness allowEmpty onKeyDownOutside={outside} />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(document.activeElement).toBe(search());
    // 'No code' first (the optional secondary number), then the countries.
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('No code');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /^\+44 United Kingdom/ }).id);
    await user.keyboard('971');
    expect(search().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /^\+971 / }).id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('AE +971');

    await user.keyboard('{Enter}');
    outside.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The Escape went no further: a dialog around it stays open.
    expect(outside).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('AE +971');
  });
});
