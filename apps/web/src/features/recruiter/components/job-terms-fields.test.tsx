import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { JOB_TERMS_MESSAGES as T, SKILL_PICKER_MESSAGES as S } from '@careers/shared';
import { MoneyField } from '@/components/ui/money-field';
import { CountryPicker, SkillsField } from './job-terms-fields';

function Skills({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SkillsField label={T.skillsRequiredLabel} value={value} onChange={setValue} error={undefined} />
      <output data-testid="skills">{value.join(',')}</output>
    </>
  );
}

function Countries() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CountryPicker value={value} onChange={setValue} error={undefined} />
      <output data-testid="countries">{value.join(',')}</output>
    </>
  );
}

describe('the posting form terms fields (PUB-18)', () => {
  it('finds skills by their aliases and adds and removes them as chips', () => {
    render(<Skills />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search required skills' }), { target: { value: 'AAD' } });
    fireEvent.click(screen.getByRole('button', { name: /^Add Microsoft Entra ID/ }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search required skills' }), { target: { value: 'm365' } });
    fireEvent.click(screen.getByRole('button', { name: /^Add Microsoft 365 ?\(M365/ }));
    expect(screen.getByTestId('skills').textContent).toBe('entra-id,microsoft-365');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Microsoft Entra ID' }));
    expect(screen.getByTestId('skills').textContent).toBe('microsoft-365');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search required skills' }), { target: { value: 'cobol' } });
    expect(screen.getByText(S.noSkillFound)).toBeTruthy();
  });

  it('lists the target countries first, then every other; a filter narrows the list', () => {
    render(<Countries />);
    const list = screen.getByRole('list', { name: 'Countries' });
    const names = within(list)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent);
    expect(names.slice(0, 7)).toEqual(['India', 'Philippines', 'Vietnam', 'Malaysia', 'Indonesia', 'Thailand', 'Sri Lanka']);
    expect(names).toHaveLength(249);
    fireEvent.click(within(list).getByRole('checkbox', { name: 'India' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter countries' }), { target: { value: 'phil' } });
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Philippines' }));
    expect(screen.getByTestId('countries').textContent).toBe('IN,PH');
    expect(screen.getByRole('button', { name: 'Remove Philippines' })).toBeTruthy();
  });

  it('takes amounts in major units and hands the form minor units', () => {
    const seen: number[] = [];
    render(
      <MoneyField
        label="Minimum (EUR)"
        value={undefined}
        currency="EUR"
        onChange={(v) => seen.push(v)}
        onBlur={() => {}}
        error={T.payMinRequired}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Minimum (EUR)' });
    fireEvent.change(input, { target: { value: '600' } });
    fireEvent.change(input, { target: { value: '1,250.50' } });
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(seen.slice(0, 3)).toEqual([60_000, 125_050, -1]);
    expect(Number.isNaN(seen[3])).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(T.payMinRequired)).toBeTruthy();
  });
});
