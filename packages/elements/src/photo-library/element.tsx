import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PhotosPage } from './photos-page.tsx';
import { PHOTO_LIBRARY_STYLES } from './styles.ts';

/**
 * The customer's photo library (photo-library §2): see manifest.ts for its public face. Its home
 * (/my-photos) and /my-photos/photos show the photos timeline.
 */
function PhotoLibrary(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  return <PhotosPage accountId={session.user.accountId} />;
}

defineElement({
  tag: 'photo-library',
  component: PhotoLibrary,
  styles: PHOTO_LIBRARY_STYLES,
  defaultBasePath: '/my-photos',
});

declare global {
  interface HTMLElementTagNameMap {
    'photo-library': PortalElement;
  }
}
