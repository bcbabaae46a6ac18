import type { ComponentType, ReactElement } from 'react';
import { type Middleware, SWRConfig, type SWRConfiguration } from 'swr';
import { afterEach, beforeAll, inject } from 'vitest';
import { configurePortal } from '../runtime/platform.ts';
import { defineElement } from './element-frame.tsx';

/*
 * What the areas' page tests share: the area's page in a real element, with the services it reads
 * standing in as each test sets them up. Named *.test.tsx so that only the tests' type-check reads
 * it; it holds no test of its own.
 */

interface TestPageOptions {
  /** The element's base path ('/invoices'). */
  readonly basePath: string;
  /** SWR middleware that stands in for the services the page reads. */
  readonly use?: readonly Middleware[];
}

/**
 * Defines the element `tag` that shows `Page` in the portal's frame before the file's tests, with
 * the reference server's config and catalogues, and empties the page after each test. Each element
 * has a data cache of its own, so no answer carries over from one test to the next.
 */
export function defineTestPage(tag: string, Page: ComponentType, { basePath, use }: TestPageOptions): void {
  function Harness(): ReactElement {
    const swr: SWRConfiguration = { provider: () => new Map() };
    if (use !== undefined) swr.use = [...use];
    return (
      <SWRConfig value={swr}>
        <Page />
      </SWRConfig>
    );
  }
  beforeAll(() => {
    configurePortal({ origin: inject('portalOrigin'), reporter: () => undefined });
    defineElement({ tag, component: Harness, defaultBasePath: basePath });
  });
  afterEach(() => {
    document.body.replaceChildren();
  });
}
