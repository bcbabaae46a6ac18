import type { ReactElement, ReactNode } from 'react';
import type { ReadState } from '../runtime/read-state.ts';
import { CardFailure } from './card-failure.tsx';
import { Icon, type IconName } from './icons.tsx';

interface ReadViewProps<Data> {
  readonly read: ReadState<Data>;
  /** The area's own sentence for a read that failed ('Your saved projects could not be loaded.'). */
  readonly failure: string;
  /** The content's shape while it loads: a `CardLoading` of skeletons. */
  readonly skeleton: ReactElement;
  /** What an empty answer says; without it, an empty answer is shown as a ready one. */
  readonly empty?: { readonly icon: IconName; readonly message: string };
  /**
   * The class of the card the failure and the empty answer stand in ('invoices-card'), where the
   * view is not inside a card of its own already.
   */
  readonly card?: string;
  /** The content, once it has loaded. */
  readonly children: (data: Data) => ReactNode;
}

/**
 * A read as every area shows it ([Note: The state of a read]): the skeleton while it loads, the one
 * failure card with 'Try again', what an empty answer says, and the content once it is ready.
 */
export function ReadView<Data>({
  read,
  failure,
  skeleton,
  empty,
  card,
  children,
}: ReadViewProps<Data>): ReactNode {
  switch (read.status) {
    case 'loading':
      return skeleton;
    case 'failed': {
      const body = <CardFailure message={failure} onRetry={read.retry} />;
      return card === undefined ? body : <div className={`card ${card}`}>{body}</div>;
    }
    case 'empty':
      if (empty === undefined) return children(read.data);
      return (
        <div className={card === undefined ? 'empty-state' : `card ${card} empty-state`}>
          <Icon name={empty.icon} />
          <p>{empty.message}</p>
        </div>
      );
    case 'ready':
      return children(read.data);
  }
}
