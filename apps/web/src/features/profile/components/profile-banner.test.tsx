import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_TEXTS as T } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { candidateProfile } from '@/test/profile';
import { ProfileBanner } from './profile-banner';

const profile = candidateProfile();

describe('the profile banner’s photo button (PRO-2, WCAG 2.5.3 Label in Name)', () => {
  it('without a photo shows the initials, and its name begins with them', async () => {
    renderWithApp(<ProfileBanner profile={profile} />);
    const button = screen.getByRole('button', { name: `PS, ${T.editPhoto}` });
    expect(button.textContent).toBe('PS');
    expect(button.title).toBe(T.editPhoto);
    await userEvent.setup().click(button);
    expect(screen.getByRole('dialog', { name: T.editPhotoTitle })).toBeTruthy();
  });

  it('with a photo shows no text, and is named by what it does', () => {
    renderWithApp(<ProfileBanner profile={{ ...profile, profile_photo: 'photos/priya.png' }} />);
    const button = screen.getByRole('button', { name: T.editPhoto });
    expect(button.textContent).toBe('');
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
