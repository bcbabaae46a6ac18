import { describe, expect, it } from 'vitest';
import { TileTurns, TURN_MS, type TurnClock } from './tile-turns.ts';

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

  describe('paced by time', () => {
    /** A clock whose time moves only as granted rows make their tiles, at `msPerTile` each. */
    function paced(most: number) {
      const queue = tasks();
      const clock = { time: 0, msPerTile: 0 };
      const turnClock: TurnClock = { now: () => clock.time, afterRenders: (run) => run() };
      const turns = new TileTurns(most, queue.post, turnClock);
      const granted: string[] = [];
      const ask = (name: string, tiles: number, distance: number) =>
        turns.request(
          tiles,
          () => distance,
          () => {
            clock.time += tiles * clock.msPerTile;
            granted.push(name);
          },
        );
      return { queue, clock, turns, granted, ask };
    }

    it('starts at the most tiles a task, then makes as many as the last turns say fit in TURN_MS', () => {
      const { queue, clock, turns, granted, ask } = paced(16);
      expect(turns.budget).toBe(16);
      // Tiles take 3 ms each: a turn of 16 took 48 ms.
      clock.msPerTile = 3;
      for (let row = 0; row < 8; row += 1) ask(`r${row}`, 4, 100 + row);
      queue.next();
      expect(granted).toEqual(['r0', 'r1', 'r2', 'r3']);
      // Half the last turn's cost and half what came before: (12/16 + 3) / 2 ms a tile.
      expect(turns.budget).toBe(Math.floor(TURN_MS / ((TURN_MS / 16 + 3) / 2)));
      queue.next();
      expect(granted).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
      // The budget follows the cost down to what fits at 3 ms a tile, and up again as tiles get cheaper.
      for (let turn = 0; turn < 3; turn += 1) queue.next();
      expect(granted).toHaveLength(8);
      expect(turns.budget).toBe(TURN_MS / 3);
      clock.msPerTile = 0.1;
      for (let row = 8; row < 16; row += 1) ask(`r${row}`, 4, 100 + row);
      for (let turn = 0; turn < 6; turn += 1) queue.next();
      expect(granted).toHaveLength(16);
      expect(turns.budget).toBe(16);
    });

    it('still makes a row larger than the budget, in a task of its own', () => {
      const { queue, clock, turns, granted, ask } = paced(16);
      clock.msPerTile = 20;
      ask('first', 4, 10);
      queue.next();
      expect(turns.budget).toBe(1);
      ask('wide', 6, 10);
      ask('after', 1, 20);
      queue.next();
      expect(granted).toEqual(['first', 'wide']);
      queue.next();
      expect(granted).toEqual(['first', 'wide', 'after']);
    });
  });
});
