import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, city: `City ${i % 7}` }));

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'city', header: 'City', cell: (p) => p.city },
];

/** jsdom lays nothing out: the scroller is 400 px high (10 rows), and scrolling it moves its offset and fires `scroll`. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 400 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 800 : 0;
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    const top = typeof options === 'object' ? (options.top ?? 0) : 0;
    Object.defineProperty(this, 'scrollTop', { value: top, configurable: true, writable: true });
    this.dispatchEvent(new Event('scroll'));
  };
});
afterEach(() => vi.restoreAllMocks());

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const rowNamed = (name: string) => screen.getAllByRole('row').find((row) => row.textContent.includes(name));

describe('DataTable (REC-16)', () => {
  it('draws only the rows on screen of a long list, and counts every row for screen readers', () => {
    const onRangeNeeded = vi.fn();
    render(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={people(300)}
        rowCount={5000}
        getRowId={(p) => String(p.id)}
        onRangeNeeded={onRangeNeeded}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    // 10 rows fit, plus the overscan: far fewer than 5,000.
    expect(bodyRows().length).toBeGreaterThanOrEqual(10);
    expect(bodyRows().length).toBeLessThanOrEqual(20);
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(onRangeNeeded).toHaveBeenLastCalledWith(0, expect.any(Number));

    // Scrolled to row 2,000: rows not loaded yet are skeletons, and the table asks for their range.
    const scroller = document.querySelector('[data-scroll-container]');
    act(() => scroller?.scrollTo({ top: 2000 * 40 }));
    // 10 on screen and 8 of overscan each way.
    expect(bodyRows().length).toBeLessThanOrEqual(26);
    expect(bodyRows().every((row) => row.getAttribute('data-state') === 'skeleton')).toBe(true);
    const [start, end] = onRangeNeeded.mock.lastCall ?? [];
    expect(start).toBeLessThanOrEqual(2000);
    expect(end).toBeGreaterThanOrEqual(2009);
    expect(screen.queryByText('Person 1')).toBeNull();
  });

  it('asks for the next page once the end of the loaded rows is on screen', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <DataTable label="People" columns={COLUMNS} rows={people(12)} getRowId={(p) => String(p.id)} onEndReached={onEndReached} />,
    );
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(<DataTable label="People" columns={COLUMNS} rows={people(12)} getRowId={(p) => String(p.id)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('reports sort clicks for the server to sort, and shows the sort in aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const table = (sort?: DataTableSort) => (
      <DataTable label="People" columns={COLUMNS} rows={people(3)} getRowId={(p) => String(p.id)} sort={sort} onSortChange={onSortChange} />
    );
    const { rerender } = render(table());
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    // Only sortable columns have a button; the others no aria-sort.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'City' }).hasAttribute('aria-sort')).toBe(false);

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
    rerender(table({ id: 'name', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
    rerender(table({ id: 'name', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  function Selectable({ onOpen }: { onOpen?: (p: Person) => void }) {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    return (
      <>
        <p data-testid="selected">{[...selected].toSorted((a, b) => Number(a) - Number(b)).join(',')}</p>
        <DataTable
          label="People"
          columns={COLUMNS}
          rows={people(8)}
          getRowId={(p) => String(p.id)}
          rowLabel={(p) => p.name}
          selected={selected}
          onSelectedChange={setSelected}
          onRowOpen={onOpen}
        />
      </>
    );
  }

  it('selects rows with their checkboxes, a range with Shift-click, and all with the header box', async () => {
    const user = userEvent.setup();
    render(<Selectable />);
    const selected = screen.getByTestId('selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(selected.textContent).toBe('2');
    expect(rowNamed('Person 2')?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 5' }));
    await user.keyboard('{/Shift}');
    expect(selected.textContent).toBe('2,3,4,5');
    // A Shift-click on a chosen row takes the range off again.
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 4' }));
    await user.keyboard('{/Shift}');
    expect(selected.textContent).toBe('2,3');

    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(selected.textContent).toBe('1,2,3,4,5,6,7,8');
    await user.click(all);
    expect(selected.textContent).toBe('');
  });

  it('moves one focus through the rows with the arrows, Home and End; Enter opens, Space and Shift-Space select', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Selectable onOpen={onOpen} />);
    // One row is in the tab order.
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(rowNamed('Person 1'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rowNamed('Person 3'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(rowNamed('Person 8'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(rowNamed('Person 1'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(rowNamed('Person 1'));

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Person 2' }), 1);
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    expect(screen.getByTestId('selected').textContent).toBe('2,3,4');
    expect(rowNamed('Person 4')?.tabIndex).toBe(0);
  });

  it('opens a row on click, but not when the click is on its checkbox', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Selectable onOpen={onOpen} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('City 3'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Person 4' }), 3);
  });

  it('shows skeleton rows while loading, then the empty state', () => {
    const { rerender } = render(<DataTable label="People" columns={COLUMNS} rows={[]} loading getRowId={(p: Person) => String(p.id)} />);
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().every((row) => row.getAttribute('data-state') === 'skeleton')).toBe(true);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    rerender(<DataTable label="People" columns={COLUMNS} rows={[]} getRowId={(p: Person) => String(p.id)} empty={<p>No one yet</p>} />);
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('No one yet')).toBeTruthy();
  });
});
