import { describe, expect, it, vi } from 'vitest';
import { type Read, readStateOf } from './read-state.ts';

function read<Data>(given: Partial<Read<Data>>): Read<Data> {
  return { data: undefined, error: undefined, isValidating: false, mutate: async () => undefined, ...given };
}

describe('the state of a read', () => {
  it('is loading before the first answer', () => {
    expect(readStateOf(read({ isValidating: true }))).toEqual({ status: 'loading' });
  });

  it('is loading again while Try again asks once more after a failure', () => {
    expect(readStateOf(read({ error: new Error('503'), isValidating: true }))).toEqual({ status: 'loading' });
  });

  it('has failed when the last attempt failed with nothing to show, and Try again asks once more', () => {
    const mutate = vi.fn(async () => undefined);
    const state = readStateOf(read({ error: new Error('503'), mutate }));
    expect(state.status).toBe('failed');
    if (state.status === 'failed') state.retry();
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer on screen when a refresh after it fails', () => {
    expect(readStateOf(read({ data: ['INV-1'], error: new Error('503') }))).toEqual({
      status: 'ready',
      data: ['INV-1'],
    });
  });

  it('is empty when the answer holds nothing, ready when it holds something', () => {
    const isEmpty = (list: readonly string[]) => list.length === 0;
    expect(readStateOf(read<readonly string[]>({ data: [] }), isEmpty)).toEqual({
      status: 'empty',
      data: [],
    });
    expect(readStateOf(read<readonly string[]>({ data: ['A'] }), isEmpty)).toEqual({
      status: 'ready',
      data: ['A'],
    });
  });

  it('counts null (the service has no such thing) as an answer', () => {
    expect(readStateOf(read({ data: null }))).toEqual({ status: 'ready', data: null });
  });
});
