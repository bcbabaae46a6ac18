import { describe, expect, it } from 'vitest';
import { createLimiter } from '../src/media/limiter.ts';

/** A task that runs until `finish` is called. */
function controlledTask(): {
  run: () => Promise<string>;
  finish: (value: string) => void;
  started: () => boolean;
} {
  let resolve: (value: string) => void = () => {};
  let started = false;
  const done = new Promise<string>((settle) => {
    resolve = settle;
  });
  return {
    run: () => {
      started = true;
      return done;
    },
    finish: (value) => resolve(value),
    started: () => started,
  };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('runs at most n tasks at once, the others in arrival order', async () => {
    const limiter = createLimiter(2);
    const tasks = [controlledTask(), controlledTask(), controlledTask(), controlledTask()];
    const results = tasks.map((task) => limiter.run(task.run));
    await settle();
    expect(tasks.map((task) => task.started())).toEqual([true, true, false, false]);
    expect([limiter.active, limiter.pending]).toEqual([2, 2]);

    tasks[1]?.finish('b');
    await settle();
    expect(tasks.map((task) => task.started())).toEqual([true, true, true, false]);

    tasks[0]?.finish('a');
    tasks[2]?.finish('c');
    await settle();
    tasks[3]?.finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([limiter.active, limiter.pending]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails and passes its error on', async () => {
    const limiter = createLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('damaged')));
    const next = limiter.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('damaged');
    expect(await next).toBe('next');
    expect(limiter.active).toBe(0);
  });

  it('defaults to one slot per core and refuses a count that is not a positive whole number', async () => {
    const limiter = createLimiter();
    expect(await limiter.run(() => Promise.resolve(1))).toBe(1);
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});
