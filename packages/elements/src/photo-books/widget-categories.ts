import type { WidgetCategory } from '@portal/api/schemas/widgets';

/**
 * The categories the widget form offers: the gallery's, in its order, then any the widget is listed
 * under that the gallery no longer names (or, while the categories cannot be loaded, the widget's own),
 * so saving never drops a category the customer did not untick.
 */
export function categoryChoices(
  available: readonly WidgetCategory[] | undefined,
  chosen: readonly string[],
): string[] {
  const names = (available ?? []).map((category) => category.name);
  return [...names, ...chosen.filter((name) => !names.includes(name))];
}

/** `chosen` with `name` ticked or unticked, in the order the choices show. */
export function toggleCategory(
  choices: readonly string[],
  chosen: readonly string[],
  name: string,
  ticked: boolean,
): string[] {
  const next = new Set(chosen);
  if (ticked) next.add(name);
  else next.delete(name);
  return choices.filter((choice) => next.has(choice));
}
