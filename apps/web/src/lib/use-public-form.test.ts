import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { usePublicForm } from './use-public-form';

const EMPTY = { name: '', email: '' };
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const typed = (value: string) => ({ currentTarget: { value } });
const nameRequired = (fields: typeof EMPTY) => (fields.name.trim() ? {} : { name: 'Please enter name' });

function setUp(send: (fields: typeof EMPTY) => Promise<void>, onFailure?: (error: unknown) => void) {
  return renderHook(() => usePublicForm(EMPTY, { check: nameRequired, send, failureMessage: 'Could not send.', onFailure }));
}

describe('usePublicForm', () => {
  it('sends nothing while a rule fails, names the field, and drops its message once the field changes', async () => {
    const send = vi.fn(async () => {});
    const { result } = setUp(send);
    await act(() => result.current.submit(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.field('name').error).toBe('Please enter name');

    act(() => result.current.field('name').onChange(typed('Ada')));
    expect(result.current.field('name')).toMatchObject({ value: 'Ada', error: undefined });
  });

  it('sends the typed fields, busy until the answer comes', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { result } = setUp(send);
    act(() => result.current.field('name').onChange(typed('Ada')));
    act(() => result.current.field('email').onChange(typed('ada@example.com')));
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.submit(submitEvent());
    });
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer();
      await sent;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it("shows the server's messages under their fields and its message above the form, and tells the caller", async () => {
    const refusal = new ApiError(409, 'This time was just booked by someone else.', { email: ['Not a valid email'] });
    const onFailure = vi.fn();
    const { result } = setUp(() => Promise.reject(refusal), onFailure);
    act(() => result.current.field('name').onChange(typed('Ada')));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.field('email').error).toBe('Not a valid email');
    expect(result.current.field('name').error).toBeUndefined();
    expect(result.current.failure).toBe('This time was just booked by someone else.');
    expect(onFailure).toHaveBeenCalledWith(refusal);
    expect(result.current.busy).toBe(false);
  });

  it('falls back to its own message when the request never got an answer', async () => {
    const { result } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => result.current.field('name').onChange(typed('Ada')));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.failure).toBe('Could not send.');
  });
});
