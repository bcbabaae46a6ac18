import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from '../i18n/react.tsx';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
}

/** The generic boundary of account-portal §8: an area that throws shows one sentence, not a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div className="message-page" role="alert">
            <p>{t('userMessage.genericBoundary')}</p>
          </div>
        )}
      </Translation>
    );
  }
}
