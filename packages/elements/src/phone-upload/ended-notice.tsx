import type { ReactElement } from 'react';
import { Icon } from '../ui/icons.tsx';

/** The page's last word when there is nothing to upload with: what happened and how to go on. */
export function EndedNotice({ text }: { readonly text: string }): ReactElement {
  return (
    <div className="card phone-upload-ended" role="alert">
      <Icon name="phone" />
      <p>{text}</p>
    </div>
  );
}
