import { type CallOptions, isHttpStatus, path, requestJson, type ServiceEndpoint } from '../http.ts';
import { ArticleGroupList, Campaign } from '../schemas/cutoff.ts';

/**
 * Order cut-off service (`services.cutoff`), account-portal §7 'Order cut-off'. The spec gives the two
 * paths (with their capitals); the answers are chosen here and the reference server implements exactly
 * them: `ArticleGroupList` (`{ articleGroups }`) and `Campaign`.
 */

/** GET /v1/ArticleGroup: every article group with its current cut-off. */
export function getArticleGroups(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<ArticleGroupList> {
  return requestJson(
    service,
    { method: 'GET', path: '/v1/ArticleGroup', signal: options.signal },
    ArticleGroupList,
  );
}

/**
 * GET /v1/Campaign/{name}. Answers null for 404: a campaign that does not exist (or has ended) shows
 * no cut-off notice rather than an error. That mapping is chosen here; the spec gives none.
 */
export async function getCampaign(
  service: ServiceEndpoint,
  name: string,
  options: CallOptions = {},
): Promise<Campaign | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/v1/Campaign/${name}`, signal: options.signal },
      Campaign,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}
