import type { SiteLocale } from '@portal/api/rules/brand';
import {
  type ComponentType,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { isSiteLocale } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/react.tsx';
import { type AttributeType, attributeName, COMMON_ATTRIBUTES, parseAttribute } from './attributes.ts';
import {
  ElementContext,
  type ElementContextValue,
  type PortalErrorDetail,
  reportElementFailure,
} from './context.tsx';
import { PageDataCache } from './data-cache.tsx';
import { elementBrand } from './element-brand.ts';
import { ElementRouter } from './element-router.tsx';
import { createElementStore } from './element-store.ts';
import { FIRST_RENDER_MARK } from './first-render.ts';
import { isSameOriginPath, layoutFlagsOf, type PortalNavigateDetail } from './navigation.ts';
import { loadPlatform, type Platform } from './platform.ts';
import type { FailureReport } from './reporter.ts';
import { brandSheet, styleSheet } from './stylesheets.ts';

/** The attributes every element has (each element's doc comment documents them). */
export interface CommonProps {
  readonly brand?: string | undefined;
  readonly locale?: string | undefined;
  readonly basePath?: string | undefined;
  readonly stripped?: boolean | undefined;
}

export interface ElementDefinition<Props extends object> {
  /** The tag, e.g. 'account-overview'. */
  readonly tag: string;
  /** The area, rendered inside the element's providers with its own attributes as props. */
  readonly component: ComponentType<Props>;
  /**
   * The element's own attributes beyond the common ones, camelCase, with their types: the same
   * table the doc comment above the call documents with `@attr` (checked by the build).
   */
  readonly attributes?: { readonly [Name in keyof Props]-?: AttributeType };
  /** The element's own CSS, after the base sheet. */
  readonly styles?: string;
  /** The route it owns when no `base-path` is given. */
  readonly defaultBasePath: string;
}

/**
 * [Note: The element's frame]
 * Around every area the runtime draws the same frame: the base sheet under the area's own, a
 * boundary that catches what the area throws, the enable-cookies notice in place of the area when
 * the browser refuses site data, the element's toast stack, and what shows until the platform has
 * loaded (the page's shape in skeletons). The runtime decides where each goes and when; how each
 * looks is ui/'s (`ELEMENT_FRAME`, ui/element-frame.tsx), and `defineElement` is given it, so the
 * runtime imports nothing from ui/ ('Imports go one way' in the package's README). Moving the first
 * four into the runtime instead would have dragged ui/'s icon set, the modal's dialog attribute and
 * the plain-click rule after the toast stack, and the host, which shows the same boundary, notice
 * and base sheet, takes them from ui/ as primitives. An area calls ui/'s
 * `defineElement`, which passes the portal's frame; the runtime's own tests pass a plain one.
 */
export interface ElementFrame {
  /** The base sheet: adopted after the brand's tokens and before the area's own sheet. */
  readonly styles: string;
  /** Around the area: what shows when it throws. It reports nothing itself: `onError` does. */
  readonly Boundary: ComponentType<{
    readonly children: ReactNode;
    readonly onError: (error: unknown) => void;
  }>;
  /** In place of the area when the browser refuses local storage or cookies. */
  readonly SiteDataBlocked: ComponentType;
  /** Beside the area: the element's toasts. */
  readonly Toasts: ComponentType;
  /**
   * In place of the area until the platform (config, strings, session) has loaded, drawn without
   * strings; without it, nothing.
   */
  readonly Loading?: ComponentType;
}

/** The origin the element's code came from: config and catalogues are read from there. */
const CODE_ORIGIN = new URL(import.meta.url).origin;

type RootProps<Props> = Props & CommonProps & { readonly shadow: ShadowRoot };

/** An element instance as a page sees it: its attributes as properties. */
export type PortalElement<Props extends object = object> = HTMLElement & Props & CommonProps;

declare global {
  /** The events every element raises, typed for `addEventListener` (see the manifest). */
  interface GlobalEventHandlersEventMap {
    'portal-navigate': CustomEvent<PortalNavigateDetail>;
    'portal-error': CustomEvent<PortalErrorDetail>;
    'portal-failure': CustomEvent<FailureReport>;
  }
}

/**
 * [Note: Defining an element]
 * `defineElement` turns an area into a custom element rendered by React into an open shadow root;
 * the shadow root adopts the brand's token sheet, the base sheet and the area's own sheet as
 * constructable stylesheets; the area renders inside providers for the page's platform (config,
 * session, clients, flags, the services' answers: [Note: One data cache per page]), its own
 * language and its own zustand store, so two elements on one page share no selection, modal or
 * toast. Until the platform has loaded the element shows its frame's loading state; a config that
 * fails to load is reported and the loading state stays (account-portal §8). Around the area it
 * draws the frame it is given ([Note: The element's frame]). Its lifecycle is [Note: An element's lifecycle].
 */
export function defineElement<Props extends object>(
  definition: ElementDefinition<Props>,
  frame: ElementFrame,
): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing !== undefined) return existing;
  const attributeTypes: Record<string, AttributeType> = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const pathAttributes = Object.keys(attributeTypes).filter((name) => attributeTypes[name] === 'path');
  const baseSheet = styleSheet(frame.styles);
  const elementSheet = styleSheet(definition.styles ?? '');
  const { Boundary, SiteDataBlocked, Toasts, Loading } = frame;
  const firstRenderMark = `${FIRST_RENDER_MARK}${definition.tag}`;
  // Called as the area's root is committed: the moment its tag first shows itself on the page.
  const markFirstRender = (root: HTMLDivElement | null) => {
    if (root !== null && performance.getEntriesByName(firstRenderMark).length === 0) {
      performance.mark(firstRenderMark);
    }
  };

  function ElementRoot(given: RootProps<Props>): ReactElement | null {
    const { shadow } = given;
    const host = shadow.host as HTMLElement;
    const [platform, setPlatform] = useState<Platform | null>(null);
    const store = useMemo(() => createElementStore(), []);
    // [Note: An attribute that becomes an address] A refused path is as if absent.
    const refused = pathAttributes.filter((name) => !isAbsentOrPath(Reflect.get(given, name)));
    const props: RootProps<Props> =
      refused.length === 0
        ? given
        : { ...given, ...Object.fromEntries(refused.map((name) => [name, undefined])) };
    const reported = useRef(new Set<string>());
    useEffect(() => {
      if (platform === null) return;
      for (const name of refused) {
        const value: unknown = Reflect.get(given, name);
        const key = `${name} ${typeof value === 'string' ? value : typeof value}`;
        if (reported.current.has(key)) continue;
        reported.current.add(key);
        reportElementFailure(platform, host, 'READ_ATTRIBUTE_FAILED', refusedPath(name, value));
      }
    });

    useEffect(() => {
      let cancelled = false;
      loadPlatform(CODE_ORIGIN).then(
        (loaded) => {
          if (!cancelled) setPlatform(loaded);
        },
        // Already reported by the platform; the loading state stays.
        () => undefined,
      );
      return () => {
        cancelled = true;
      };
    }, []);

    const brand = elementBrand(
      props.brand,
      platform === null ? undefined : platform.site,
      window.location.hostname,
    );
    useLayoutEffect(() => {
      shadow.adoptedStyleSheets = [brandSheet(brand), baseSheet, elementSheet];
    }, [shadow, brand]);

    // The element's language: its `locale` attribute, else the page's, which a visitor may change.
    const pageLanguage = usePageLanguage(platform);
    const wanted = isSiteLocale(props.locale) ? props.locale : pageLanguage;
    // The language shown is the wanted one once its catalogue is in. Until then the one before stays
    // on screen: a language switch re-renders the area, never unmounts it (forms and modals survive).
    const [locale, setLocale] = useState<SiteLocale | null>(null);
    useEffect(() => {
      if (platform === null || wanted === null) return;
      let current = true;
      void platform.i18n.load(wanted).then(() => {
        if (current) setLocale(wanted);
      });
      return () => {
        current = false;
      };
    }, [platform, wanted]);

    if (platform === null || locale === null) return Loading === undefined ? null : <Loading />;
    const query = layoutFlagsOf(window.location.search);
    const layout = { ...query, stripped: props.stripped === true || query.stripped };
    const context: ElementContextValue = {
      platform,
      host,
      brand,
      locale,
      basePath: props.basePath ?? definition.defaultBasePath,
      stripped: layout.stripped,
      layout,
      store,
    };
    const Area = definition.component;
    return (
      <ElementContext.Provider value={context}>
        <I18nProvider i18n={platform.i18n} language={locale}>
          <PageDataCache cache={platform.dataCache}>
            <div lang={locale} className="element-root" part="root" ref={markFirstRender}>
              <Boundary onError={(error) => platform.report('RENDER_FAILED', error)}>
                {platform.siteDataBlocked ? (
                  <SiteDataBlocked />
                ) : (
                  <ElementRouter>
                    <Area {...(props as Props)} />
                  </ElementRouter>
                )}
              </Boundary>
              <Toasts />
            </div>
          </PageDataCache>
        </I18nProvider>
      </ElementContext.Provider>
    );
  }

  const names = Object.keys(attributeTypes);
  const nameByAttribute = new Map(names.map((name) => [attributeName(name), name]));

  // [Note: An element's lifecycle]
  // - Nothing renders until the element is in a document: one created and never attached mounts
  //   nothing, whatever attributes it is given.
  // - Removed and added again in the same task (a page moving it), it keeps its React tree and so
  //   every state of its area, an upload in progress included; removed for longer, it unmounts.
  // - A property set on the element before its code loaded (the loader imports it only when the tag
  //   appears) is taken over when it upgrades.
  // - Attributes become properties by their type (parseAttribute): a removed attribute resets the
  //   property, a bare boolean attribute means true, JSON that does not parse is as if absent, so
  //   no attribute can keep the element from upgrading. A 'path' (`base-path`) that is not a path
  //   on the page's own origin is as if absent too, and reported once ([Note: An attribute that
  //   becomes an address]).
  // - Setting a property never writes its attribute.

  class DefinedElement extends HTMLElement {
    static readonly observedAttributes = [...nameByAttribute.keys()];
    readonly #shadow: ShadowRoot;
    readonly #props: Record<string, unknown> = {};
    #root: Root | null = null;
    #unmountQueued = false;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      // Properties a page set before the element's code loaded sit on the instance and hide the
      // accessors below: they are taken over, then removed.
      for (const name of names) {
        if (!Object.hasOwn(this, name)) continue;
        const value: unknown = Reflect.get(this, name);
        Reflect.deleteProperty(this, name);
        this.#props[name] = value;
      }
    }

    connectedCallback(): void {
      this.#unmountQueued = false;
      this.#root ??= createRoot(this.#shadow);
      this.#render();
    }

    disconnectedCallback(): void {
      // A move (removed and added again in the same task) keeps the area and all its state.
      this.#unmountQueued = true;
      queueMicrotask(() => {
        if (!this.#unmountQueued || this.isConnected) return;
        this.#unmountQueued = false;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const name = nameByAttribute.get(attribute);
      if (name === undefined) return;
      this.#props[name] = parseAttribute(value, attributeTypes[name] ?? 'string');
      this.#render();
    }

    #render(): void {
      this.#root?.render(<ElementRoot {...(this.#props as Props & CommonProps)} shadow={this.#shadow} />);
    }

    // Every attribute is also a property; setting one never writes the attribute (nothing reflects).
    static {
      for (const name of names) {
        Object.defineProperty(DefinedElement.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: DefinedElement): unknown {
            return this.#props[name];
          },
          set(this: DefinedElement, value: unknown) {
            this.#props[name] = value;
            this.#render();
          },
        });
      }
    }
  }
  customElements.define(definition.tag, DefinedElement);
  return DefinedElement;
}

function isAbsentOrPath(value: unknown): boolean {
  return value === undefined || value === null || isSameOriginPath(value);
}

function refusedPath(name: string, value: unknown): Error {
  const shown = typeof value === 'string' ? JSON.stringify(value) : `a ${typeof value}`;
  return new Error(
    `Refused ${attributeName(name)}=${shown}: not a path on this page's origin beginning with one '/'; the default is used`,
  );
}

/** The page's language, followed as the visitor changes it; null until the platform has loaded. */
function usePageLanguage(platform: Platform | null): SiteLocale | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (platform === null) return () => undefined;
      platform.i18n.on('languageChanged', onChange);
      return () => platform.i18n.off('languageChanged', onChange);
    },
    [platform],
  );
  return useSyncExternalStore(subscribe, () => platform?.i18n.language ?? null);
}
