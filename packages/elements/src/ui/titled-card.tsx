import { type ReactElement, type ReactNode, useId } from 'react';
import { Icon, type IconName } from './icons.tsx';

interface TitledCardProps {
  /** The area's classes beside `card` ('overview-card storage'). */
  readonly className: string;
  readonly title: string;
  readonly icon?: IconName;
  /** The part a page may style the card by ('storage'); none where the card is not a documented part. */
  readonly part?: string;
  readonly children?: ReactNode;
}

/** A card as a section named by its h2: the icon and title, then what the card shows. */
export function TitledCard({ className, title, icon, part, children }: TitledCardProps): ReactElement {
  const titleId = useId();
  return (
    <section className={`card ${className}`} part={part} aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {icon === undefined ? null : <Icon name={icon} />}
        {title}
      </h2>
      {children}
    </section>
  );
}
