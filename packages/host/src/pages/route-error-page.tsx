import { useTranslation } from '@portal/elements/i18n';
import { Component, type ReactElement, type ReactNode } from 'react';
import { usePageTitle, usePortal } from '../app/portal-context.tsx';
import { PublicLayout } from '../app/public-layout.tsx';
import { useRunOnce } from '../app/run-once.ts';

/** A page that failed to render: the generic boundary text of account-portal §8, reported once. */
export function RouteErrorPage({ error }: { readonly error: unknown }): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  useRunOnce(() => platform.report('RENDER_FAILED', error));
  usePageTitle(null);
  return (
    <PublicLayout>
      <div className="card message-card" role="alert">
        <p>{t('userMessage.genericBoundary')}</p>
      </div>
    </PublicLayout>
  );
}

interface RouteErrorBoundaryProps {
  /** The page's path: opening another page clears the error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  /** The page that failed (while none has, the page shown). */
  readonly key: string;
}

/** Catches a page that throws while rendering and shows RouteErrorPage until another page opens. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.key) return null;
    return { failed: false, error: null, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
