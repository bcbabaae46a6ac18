import { describe, expect, it } from 'vitest';
import { TileTurns } from './tile-turns.ts';

/** Tasks that run only when the test says so, in the order they were posted. */
function tasks() {
  const queue: (() => void)[] = [];
  return {
    post: (run: () => void) => {
      queue.push(run);
    },
    /** The browser runs the next task. */
    next: () => queue.shift()?.(),
    get length() {
      return queue.length;
    },
  };
}

/** Rows asking for tiles, and the order in which their turns came. */
function rows(turns: TileTurns) {
  const granted: string[] = [];
  const ask = (name: string, tiles: number, distance: number | (() => number)) =>
    turns.request(tiles, typeof distance === 'number' ? () => distance : distance, () => granted.push(name));
  return { granted, ask };
}

describe('TileTurns', () => {
  it('makes the tiles of rows on screen at once while the task has budget left', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(16, queue.post));
    ask('a', 8, 0);
    ask('b', 8, 0);
    expect(granted).toEqual(['a', 'b']);
  });

  it('gives a row beyond the task’s budget its turn in a later task', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(16, queue.post));
    ask('a', 8, 0);
    ask('b', 8, 0);
    ask('c', 8, 0);
    expect(granted).toEqual(['a', 'b']);
    queue.next();
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('makes no tiles off screen in the task that asks, however much budget is left', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(16, queue.post));
    ask('below', 8, 200);
    expect(granted).toEqual([]);
    queue.next();
    expect(granted).toEqual(['below']);
  });

  it('gives turns nearest the view first, each task within the budget', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(16, queue.post));
    ask('far', 8, 900);
    ask('near', 8, 100);
    ask('nearer', 8, 50);
    ask('farther', 8, 1200);
    queue.next();
    expect(granted).toEqual(['nearer', 'near']);
    queue.next();
    expect(granted).toEqual(['nearer', 'near', 'far', 'farther']);
  });

  it('reads each row’s distance when the turns are given: the view may have moved', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(8, queue.post));
    let first = 100;
    ask('first', 8, () => first);
    ask('second', 8, 300);
    first = 600;
    queue.next();
    expect(granted).toEqual(['second']);
  });

  it('gives a row larger than the budget a task to itself', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(4, queue.post));
    ask('wide', 8, 10);
    ask('next', 2, 20);
    queue.next();
    expect(granted).toEqual(['wide']);
    queue.next();
    expect(granted).toEqual(['wide', 'next']);
  });

  it('forgets a row that gave its place up', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(16, queue.post));
    const leave = ask('gone', 8, 100);
    ask('kept', 8, 200);
    leave();
    queue.next();
    expect(granted).toEqual(['kept']);
  });

  it('stops asking for tasks once every row had its turn and the budget is new', () => {
    const queue = tasks();
    const { ask } = rows(new TileTurns(16, queue.post));
    ask('a', 8, 0);
    ask('b', 8, 100);
    expect(queue.length).toBe(1);
    queue.next();
    queue.next();
    expect(queue.length).toBe(0);
  });
});
