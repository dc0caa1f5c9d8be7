import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  currencyForLocales,
  DISPLAY_CURRENCY_KEY,
  resolveDisplayCurrency,
  setProfileDisplayCurrency,
  useDisplayCurrency,
} from './use-display-currency';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfileDisplayCurrency(null);
});

describe('the display currency from the browser’s languages (PUB-19)', () => {
  it('reads a target country from the region, or from a language only one of them speaks', () => {
    expect(currencyForLocales(['en-IN'])).toBe('INR');
    expect(currencyForLocales(['en-PH'])).toBe('PHP');
    expect(currencyForLocales(['fil'])).toBe('PHP');
    expect(currencyForLocales(['vi'])).toBe('VND');
    expect(currencyForLocales(['ms'])).toBe('MYR');
    expect(currencyForLocales(['en-MY'])).toBe('MYR');
    expect(currencyForLocales(['id'])).toBe('IDR');
    expect(currencyForLocales(['th'])).toBe('THB');
    expect(currencyForLocales(['en-SG'])).toBe('SGD');
    expect(currencyForLocales(['si'])).toBe('LKR');
    expect(currencyForLocales(['ta-LK'])).toBe('LKR');
    expect(currencyForLocales(['bn-BD'])).toBe('BDT');
  });

  it('names none for other places, for Tamil or Bengali alone, and skips tags it cannot read', () => {
    expect(currencyForLocales(['en-US', 'de-CH'])).toBeNull();
    expect(currencyForLocales(['ta', 'bn'])).toBeNull();
    expect(currencyForLocales(['not a tag!', 'en-GB', 'hi-IN'])).toBe('INR');
    expect(currencyForLocales([])).toBeNull();
  });
});

describe('resolveDisplayCurrency', () => {
  it('puts the visitor’s choice first, then the profile’s currency, then the locale', () => {
    expect(resolveDisplayCurrency('THB', 'INR', ['en-PH'])).toEqual({ currency: 'THB', source: 'chosen' });
    expect(resolveDisplayCurrency('none', 'INR', ['en-PH'])).toEqual({ currency: null, source: 'chosen' });
    expect(resolveDisplayCurrency(null, 'INR', ['en-PH'])).toEqual({ currency: 'INR', source: 'profile' });
    expect(resolveDisplayCurrency(null, null, ['en-PH'])).toEqual({ currency: 'PHP', source: 'locale' });
    expect(resolveDisplayCurrency('XYZ', null, ['en-US'])).toEqual({ currency: null, source: 'none' });
  });
});

describe('useDisplayCurrency', () => {
  it('defaults from the browser, remembers a choice in this browser and tells every user of it', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['vi-VN'], language: 'vi-VN' });
    const card = renderHook(() => useDisplayCurrency());
    const selector = renderHook(() => useDisplayCurrency());
    expect(card.result.current).toMatchObject({ currency: 'VND', source: 'locale' });

    act(() => selector.result.current.choose('PHP'));
    expect(card.result.current).toMatchObject({ currency: 'PHP', source: 'chosen' });
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBe('PHP');

    act(() => selector.result.current.choose(null));
    expect(card.result.current).toMatchObject({ currency: null, source: 'chosen' });
  });

  it('takes the signed-in candidate’s currency through the seam when the visitor has not chosen', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'], language: 'en-US' });
    const { result } = renderHook(() => useDisplayCurrency());
    expect(result.current.currency).toBeNull();
    act(() => setProfileDisplayCurrency('LKR'));
    expect(result.current).toMatchObject({ currency: 'LKR', source: 'profile' });
  });
});
