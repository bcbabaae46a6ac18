/** What a click on a link tells about how it was made. */
export interface LinkClick {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

/**
 * A plain primary click that the portal may handle itself. A click with a modifier (open in a new
 * tab or window, download) or with another button is the browser's, so the link stays a real link.
 */
export function isPlainClick(click: LinkClick): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.ctrlKey &&
    !click.metaKey &&
    !click.shiftKey &&
    !click.altKey
  );
}
