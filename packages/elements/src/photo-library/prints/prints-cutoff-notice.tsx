import { PRINTS_ARTICLE_TYPE } from '@portal/api/rules/order-cutoff';
import type { ReactElement } from 'react';
import { CutoffNotice } from '../../ui/parts/cutoff-notice.tsx';

const PRINTS_DEADLINE_WORDING = {
  campaign: 'photos.prints.cutoff.campaign',
  group: 'photos.prints.cutoff.group',
} as const;

/** The next order deadline for prints, in the order-prints bar (see `CutoffNotice`). */
export function PrintsCutoffNotice(): ReactElement | null {
  return <CutoffNotice articleType={PRINTS_ARTICLE_TYPE} wording={PRINTS_DEADLINE_WORDING} />;
}
