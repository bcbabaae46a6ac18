import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoSelection } from './selection.ts';
import { BarAction, DownloadSelectedButton, SelectionBar } from './selection-bar.tsx';
import { defineTestElements, showTestElement } from './test-elements.test.tsx';

/**
 * The selection bar in Chromium with the library's styles: on a phone its actions keep to one line
 * that scrolls sideways, and that line takes focus while it scrolls, so a keyboard reaches it even
 * when every action in it is off ([Note: A row that scrolls is reached by key]).
 */

const TAG = 'test-selection-bar';

function Harness(): ReactElement {
  return (
    <div className="photos">
      <SelectionBar
        selection={PhotoSelection.none}
        reading
        onChange={() => undefined}
        onDone={() => undefined}
      >
        <DownloadSelectedButton
          selection={PhotoSelection.none}
          downloading={false}
          onDownload={() => undefined}
        />
        <BarAction selection={PhotoSelection.none} onClick={() => undefined}>
          Copy to album
        </BarAction>
        <BarAction selection={PhotoSelection.none} destructive onClick={() => undefined}>
          Delete
        </BarAction>
      </SelectionBar>
    </div>
  );
}

defineTestElements({ [TAG]: Harness });

function actionsOf(root: ShadowRoot): HTMLElement {
  const row = root.querySelector<HTMLElement>('[role="group"][aria-label="Actions on the selected photos"]');
  if (row === null) throw new Error('no group of actions');
  return row;
}

describe('the selection bar', () => {
  it('lets a keyboard reach its actions on a phone, where they scroll sideways and all wait', async () => {
    const root = await showTestElement(TAG, '.selection-actions', '300px');
    const row = actionsOf(root);
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    expect([...row.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);
    await expect.poll(() => row.tabIndex).toBe(0);
  });

  it('adds no stop for the keyboard where its actions fit', async () => {
    const root = await showTestElement(TAG, '.selection-actions', '1200px');
    const row = actionsOf(root);
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    expect(row.hasAttribute('tabindex')).toBe(false);
  });
});
