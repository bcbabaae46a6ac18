import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The saved projects against the real reference server, signed in as the customer whose two
 * projects the browser tests' portal made for this test alone (test/portal-server.ts): the list
 * the projects service answers, and a deletion the service carries out.
 */

signedInAs(inject('portalOrigin'), inject('ownUsers').projects);

function names(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.project-name')].map((name) => name.textContent ?? '');
}

function button(scope: Element | ShadowRoot, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (found === undefined) throw new Error(`no button '${text}' in ${scope.textContent}`);
  return found;
}

describe('the saved projects of a customer with two', () => {
  it('lists them, deletes one, and shows what the service then holds', async () => {
    const root = await showElement('saved-projects', '/saved-projects', 'My saved projects');
    await expect.poll(() => names(root), ANSWERED).toEqual(['Holiday prints', 'Wall calendar']);
    expect(root.querySelector('.projects-count')?.textContent).toBe('2 saved projects');

    const holiday = root.querySelector<HTMLButtonElement>('[aria-label="Delete the project Holiday prints"]');
    if (holiday === null) throw new Error(`no delete button in ${root.textContent}`);
    await userEvent.click(holiday);
    await expect.poll(() => root.querySelector('dialog[open]'), ANSWERED).not.toBeNull();
    const open = root.querySelector('dialog[open]');
    if (open === null) throw new Error('no open dialog');
    await userEvent.click(button(open, 'Delete'));
    await expect.poll(() => names(root), ANSWERED).toEqual(['Wall calendar']);
    expect(root.querySelector('.projects-count')?.textContent).toBe('1 saved project');
  });
});
