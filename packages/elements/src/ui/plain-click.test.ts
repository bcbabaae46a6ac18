import { describe, expect, it } from 'vitest';
import { isPlainClick, type LinkClick } from './plain-click.ts';

const PLAIN: LinkClick = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('handles a plain primary click in the portal', () => {
    expect(isPlainClick(PLAIN)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['ctrl-click', { ctrlKey: true }],
    ['cmd-click', { metaKey: true }],
    ['shift-click', { shiftKey: true }],
    ['alt-click', { altKey: true }],
    ['a click another handler already took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_name, change) => {
    expect(isPlainClick({ ...PLAIN, ...change })).toBe(false);
  });
});
