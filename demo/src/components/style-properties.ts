import { type ElementPart, noChange } from 'lit-html';
import { Directive, directive, type PartInfo, PartType } from 'lit-html/directive.js';

type Properties = Readonly<Record<string, string>>;

/**
 * Sets CSS properties on an element through its style object: `<span ${styleProperties({ color:
 * 'red' })}>`. lit-html's own styleMap writes a style attribute on the first render, which the
 * pages' Content-Security-Policy (no inline styles) refuses; the style object is not governed by it
 * (lit/lit#4719). The pages render each element once, so properties are only ever set, not removed.
 */
class StyleProperties extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('styleProperties belongs on an element');
  }

  render(_properties: Properties): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [properties]: [Properties]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    return noChange;
  }
}

export const styleProperties = directive(StyleProperties);
