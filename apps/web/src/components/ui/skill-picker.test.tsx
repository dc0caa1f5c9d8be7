import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SKILL_PICKER_MESSAGES as M } from '@careers/shared';
import { SkillPicker } from './skill-picker';

describe('the skill picker (PUB-18, PRO-20)', () => {
  it('offers catalogue skills found by alias, except those excluded; a pick is handed on and empties the search', () => {
    const onPick = vi.fn();
    render(<SkillPicker label="Add a skill" labelVisible matchesLabel="Matching skills" exclude={['intune']} onPick={onPick} />);
    const search = screen.getByRole('searchbox', { name: 'Add a skill' });
    expect(search.getAttribute('placeholder')).toBe(M.searchPlaceholder);
    fireEvent.change(search, { target: { value: 'AAD' } });
    fireEvent.click(screen.getByRole('button', { name: /^Add Microsoft Entra ID ?\(AAD, Azure AD, Azure Active Directory\)$/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'entra-id', name: 'Microsoft Entra ID' }));
    expect(search).toHaveProperty('value', '');
    expect(screen.queryByRole('list', { name: 'Matching skills' })).toBeNull();

    fireEvent.change(search, { target: { value: 'intune' } });
    expect(screen.queryByRole('button', { name: /^Add Microsoft Intune/ })).toBeNull();
    fireEvent.change(search, { target: { value: 'cobol' } });
    expect(screen.getByRole('list', { name: 'Matching skills' }).textContent).toBe(M.noSkillFound);
  });
});
