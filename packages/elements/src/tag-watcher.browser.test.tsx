import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_EVENT as RUNTIME_FAILURE_EVENT } from './runtime/reporter.ts';
import { FAILURE_EVENT, LOAD_ELEMENT_FAILED, watchForTags } from './tag-watcher.ts';

/** A page's own component with an open shadow root, defined under a fresh name per test. */
let components = 0;
function definePageComponent(): string {
  components += 1;
  const tag = `page-component-${components}`;
  customElements.define(
    tag,
    class extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'open' });
      }
    },
  );
  return tag;
}

function uniqueTag(name: string): string {
  components += 1;
  return `${name}-${components}`;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('watchForTags', () => {
  it('imports an element once, when its tag first appears, also in the page HTML already there', async () => {
    const [present, later] = [uniqueTag('present-area'), uniqueTag('later-area')];
    document.body.append(document.createElement(present));
    const modules = { [present]: vi.fn(async () => undefined), [later]: vi.fn(async () => undefined) };
    watchForTags(modules, document);
    expect(modules[present]).toHaveBeenCalledTimes(1);
    expect(modules[later]).not.toHaveBeenCalled();
    document.body.append(document.createElement(later), document.createElement(later));
    await expect.poll(() => modules[later]?.mock.calls.length).toBe(1);
  });

  it("finds tags inside the open shadow roots of the page's own components, defined before or after", async () => {
    const area = uniqueTag('shadow-area');
    const modules = { [area]: vi.fn(async () => undefined) };
    watchForTags(modules, document);

    const defined = document.createElement(definePageComponent());
    document.body.append(defined);
    defined.shadowRoot?.append(document.createElement('div'));
    await Promise.resolve();
    expect(modules[area]).not.toHaveBeenCalled();
    defined.shadowRoot?.firstElementChild?.append(document.createElement(area));
    await expect.poll(() => modules[area]?.mock.calls.length).toBe(1);
  });

  it('looks into a component defined only after it was added', async () => {
    const area = uniqueTag('late-area');
    const modules = { [area]: vi.fn(async () => undefined) };
    watchForTags(modules, document);
    const tag = uniqueTag('late-component');
    const component = document.createElement(tag);
    document.body.append(component);
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          this.attachShadow({ mode: 'open' }).append(document.createElement(area));
        }
      },
    );
    await expect.poll(() => modules[area]?.mock.calls.length).toBe(1);
  });

  it('announces an element whose code cannot be loaded as a portal-failure, and tries again next time', async () => {
    const area = uniqueTag('broken-area');
    const failures: unknown[] = [];
    const listener = (event: Event) => failures.push((event as CustomEvent).detail);
    window.addEventListener(FAILURE_EVENT, listener);
    const modules = { [area]: vi.fn(async () => Promise.reject(new Error('chunk 404'))) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      watchForTags(modules, document);
      document.body.append(document.createElement(area));
      await expect.poll(() => failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        action: LOAD_ELEMENT_FAILED,
        message: expect.stringContaining('chunk 404'),
      });
      document.body.append(document.createElement(area));
      await expect.poll(() => modules[area]?.mock.calls.length).toBe(2);
    } finally {
      window.removeEventListener(FAILURE_EVENT, listener);
      vi.restoreAllMocks();
    }
  });

  it("names the failure event as the runtime's reporter does", () => {
    expect(FAILURE_EVENT).toBe(RUNTIME_FAILURE_EVENT);
  });
});
