import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Icon } from './icon';
import * as icons from './icons';

describe('Icon (one component over one module per drawing, PUB-17)', () => {
  it('draws the drawing it is given: strokes by default, brand marks filled, hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Icon icon={icons.mapPin} />
        <Icon icon={icons.linkedin} className="h-4 w-4" />
      </>,
    );
    const [pin, linkedin] = [...container.querySelectorAll('svg')];
    expect(pin?.querySelector('path')?.getAttribute('d')).toBe(icons.mapPin.d);
    expect([pin?.getAttribute('fill'), pin?.getAttribute('stroke'), pin?.getAttribute('class')]).toEqual([
      'none',
      'currentColor',
      'h-6 w-6',
    ]);
    expect([linkedin?.getAttribute('fill'), linkedin?.getAttribute('stroke'), linkedin?.getAttribute('class')]).toEqual([
      'currentColor',
      'none',
      'h-4 w-4',
    ]);
    expect(pin?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has every drawing of the set, each a path on the 24 px grid', () => {
    const drawings = Object.values(icons);
    // One module per drawing, each exported by the index.
    const files = Object.keys(import.meta.glob('./icons/*.ts')).filter((file) => !file.endsWith('/index.ts'));
    expect(drawings).toHaveLength(files.length);
    for (const drawing of drawings) expect(drawing.d).toMatch(/^M[\d.]/);
  });
});
