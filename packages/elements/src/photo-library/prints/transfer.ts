import { createTempSelection } from '@portal/api/clients/temp-selections';
import type { ServiceEndpoint } from '@portal/api/http';
import { ORDER_PRINTS_MINIMUM_WAIT_MS, printsEditorUrl } from '@portal/api/rules/prints-editor';

/**
 * Hands the photos to the prints editor ([Note: Ordering prints of a selection]): the temp
 * selection, at least 3 s, then the editor's address to go to. Loaded when the customer orders.
 */
export async function transferToPrintsEditor(options: {
  readonly tempSelections: ServiceEndpoint;
  readonly photoIds: readonly string[];
  readonly editorUrl: string;
  readonly channel: string | undefined;
}): Promise<string> {
  const minimumWait = new Promise((resolve) => setTimeout(resolve, ORDER_PRINTS_MINIMUM_WAIT_MS));
  const [{ tempSelectionId }] = await Promise.all([
    createTempSelection(options.tempSelections, options.photoIds),
    minimumWait,
  ]);
  return printsEditorUrl({ editorUrl: options.editorUrl, channel: options.channel, tempSelectionId });
}
