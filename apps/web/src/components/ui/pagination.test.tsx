import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

describe('Pagination (PUB-8)', () => {
  it('disables Prev on the first page and Next on the last', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={onChange} label="Pages" />);
    expect(screen.getByRole('button', { name: /Prev/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={3} totalPages={3} onChange={onChange} label="Pages" />);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /Prev/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText(/of 3/).textContent).toBe('Page 3 of 3');
  });
});
