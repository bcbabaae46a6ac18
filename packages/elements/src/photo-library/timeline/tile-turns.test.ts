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

/**
 * Rows asking for tiles, and the order in which their turns came: a row's name, with the tiles it
 * was given when that was not all it asked for (it then asks again for the rest, as a row does).
 */
function rows(turns: TileTurns) {
  const granted: string[] = [];
  const ask = (name: string, tiles: number, distance: number | (() => number)): (() => void) =>
    turns.request(tiles, typeof distance === 'number' ? () => distance : distance, (given) => {
      if (given === tiles) {
        granted.push(name);
        return;
      }
      granted.push(`${name}:${given}`);
      ask(name, tiles - given, distance);
    });
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

  it('makes a row larger than what is left of the budget in parts, its first tiles first', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(4, queue.post));
    ask('wide', 10, 10);
    ask('next', 2, 20);
    queue.next();
    expect(granted).toEqual(['wide:4']);
    queue.next();
    expect(granted).toEqual(['wide:4', 'wide:4']);
    queue.next();
    expect(granted).toEqual(['wide:4', 'wide:4', 'wide', 'next']);
  });

  it('makes what is left of the budget of a row on screen at once, and the rest in its turn', () => {
    const queue = tasks();
    const { granted, ask } = rows(new TileTurns(6, queue.post));
    ask('a', 4, 0);
    ask('b', 4, 0);
    expect(granted).toEqual(['a', 'b:2']);
    queue.next();
    expect(granted).toEqual(['a', 'b:2', 'b']);
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
      /** The tiles made in each task. */
      const made: number[] = [];
      const ask = (name: string, tiles: number, distance: number): (() => void) =>
        turns.request(
          tiles,
          () => distance,
          (given) => {
            clock.time += given * clock.msPerTile;
            made[made.length - 1] = (made.at(-1) ?? 0) + given;
            granted.push(given === tiles ? name : `${name}:${given}`);
            if (given < tiles) ask(name, tiles - given, distance);
          },
        );
      const next = () => {
        made.push(0);
        queue.next();
      };
      return { next, clock, turns, granted, made, ask };
    }

    it('starts at the most tiles a task, then makes as many as the last turns say fit in TURN_MS', () => {
      const { next, clock, turns, made, ask } = paced(16);
      expect(turns.budget).toBe(16);
      // Tiles take 3 ms each: a turn of 16 took 48 ms.
      clock.msPerTile = 3;
      for (let row = 0; row < 8; row += 1) ask(`r${row}`, 4, 100 + row);
      next();
      expect(made).toEqual([16]);
      // A dearer turn sets the cost at once: what fits in TURN_MS at 3 ms a tile.
      expect(turns.budget).toBe(TURN_MS / 3);
      next();
      expect(made).toEqual([16, TURN_MS / 3]);
      // Cheaper turns bring it down a quarter of the way each, back to the most a task.
      while (made.reduce((sum, tiles) => sum + tiles, 0) < 32) next();
      clock.msPerTile = 0.1;
      for (let row = 8; row < 32; row += 1) ask(`r${row}`, 4, 100 + row);
      const budgets: number[] = [];
      while (made.reduce((sum, tiles) => sum + tiles, 0) < 128) {
        next();
        budgets.push(turns.budget);
      }
      expect(budgets).toEqual([...budgets].sort((a, b) => a - b));
      expect(budgets[0]).toBeLessThan(8);
      expect(turns.budget).toBe(16);
    });

    it('makes at least one tile a task, however slow tiles are', () => {
      const { next, clock, turns, granted, ask } = paced(16);
      clock.msPerTile = 200;
      ask('first', 4, 10);
      next();
      expect(turns.budget).toBe(1);
      ask('next', 2, 10);
      next();
      expect(granted).toEqual(['first', 'next:1']);
      next();
      expect(granted).toEqual(['first', 'next:1', 'next']);
    });
  });
});
