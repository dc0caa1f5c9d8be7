import { describe, expect, it, vi } from 'vitest';
import { ApiError, toErrorBody } from './api-client';
import { fieldsNamed, pathsIn, showServerErrors } from './form-errors';

describe('failed answers typed by the error shape', () => {
  it('keeps the parts with the right types and drops the rest', () => {
    expect(toErrorBody({ message: 'bad', field: 'x', errors: [{ message: 'a', field: 'y' }, { field: 'z' }, 'junk'], extra: 1 })).toEqual({
      message: 'bad',
      field: 'x',
      errors: [{ message: 'a', field: 'y' }],
    });
    expect(toErrorBody({ message: 42, msg: 'Login failed' })).toEqual({ msg: 'Login failed' });
    expect(toErrorBody('text')).toEqual({});
    expect(toErrorBody(undefined)).toEqual({});
  });
});

describe('showServerErrors', () => {
  type Form = { email: string; experience: { company: string }[] };
  const values: Form = { email: '', experience: [{ company: '' }] };

  it('puts each listed field message under its field and focuses the first', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      data: {
        message: 'bad',
        errors: [
          { field: 'experience.0.company', message: 'Required' },
          { field: 'nope', message: 'x' },
          { field: 'email', message: 'Invalid' },
        ],
      },
    });
    showServerErrors<Form>(error, setError, pathsIn(values));
    expect(setError.mock.calls).toEqual([
      ['experience.0.company', { message: 'Required' }, { shouldFocus: true }],
      ['email', { message: 'Invalid' }, { shouldFocus: false }],
    ]);
  });

  it('shows a single named field with the given text, only when the form has it', () => {
    const setError = vi.fn();
    showServerErrors<Form>(
      new ApiError({ status: 409, data: { message: 'Taken', field: 'email' } }),
      setError,
      fieldsNamed<Form>(['email']),
      'Shown text',
    );
    expect(setError).toHaveBeenCalledWith('email', { message: 'Shown text' }, { shouldFocus: true });
    setError.mockClear();
    showServerErrors<Form>(
      new ApiError({ status: 409, data: { message: 'Taken', field: 'phone' } }),
      setError,
      fieldsNamed<Form>(['email']),
    );
    showServerErrors<Form>(new ApiError({ status: 'FETCH_ERROR', error: 'offline' }), setError, fieldsNamed<Form>(['email']));
    expect(setError).not.toHaveBeenCalled();
  });
});
