import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';

interface GreetingProps {
  /** Null for a neutral greeting. */
  readonly name: string | null;
  /** The customer could not be loaded: say so under the greeting, with a retry. */
  readonly failure?: { readonly onRetry: () => void } | undefined;
}

/** The page's one h1: the host shell renders none on the overview. */
export function Greeting({ name, failure }: GreetingProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="greeting" part="greeting">
      <h1>{name === null ? t('overview.greetingNeutral') : t('overview.greeting', { name })}</h1>
      <p>{t('overview.intro')}</p>
      {failure === undefined ? null : (
        <CardFailure message={t('overview.customerFailed')} onRetry={failure.onRetry} />
      )}
    </div>
  );
}

export function GreetingSkeleton(): ReactElement {
  return (
    <div className="greeting" part="greeting">
      <CardLoading>
        <SkeletonLines lines={['skeleton-heading']} />
        <div className="skeleton-lines">
          <SkeletonLines lines={['', 'skeleton-short skeleton-wrap']} />
        </div>
      </CardLoading>
    </div>
  );
}
