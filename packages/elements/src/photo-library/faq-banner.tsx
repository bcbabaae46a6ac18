import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag } from '../runtime/context.tsx';
import { readStored, writeStored } from '../runtime/web-storage.ts';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';

const FAQ_PATH = '/faq';
/** Kept once the intro was shown, so later visits fold it (local storage; none when site data is blocked). */
const INTRO_READ_KEY = 'portal.photos.introRead';

function introRead(): boolean {
  // Site data blocked: the intro shows in full on every visit.
  return typeof readStored('local', INTRO_READ_KEY) === 'string';
}

function rememberIntroRead(): void {
  writeStored('local', INTRO_READ_KEY, '1');
}

/**
 * The collapsible banner leading to the FAQ, in its two wordings (photo-library §2.2). Shown in
 * full on a customer's first visit; from then on it folds to its first line, with Show more, so it
 * leaves the first screen to the photos (remembered in local storage).
 */
export function FaqBanner(): ReactElement {
  const { t } = useTranslation();
  const albums = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [folded] = useState(introRead);
  const [open, setOpen] = useState(false);
  useEffect(rememberIntroRead, []);
  return (
    <div className={`banner banner-info faq-banner${folded && !open ? ' folded' : ''}`} part="faq-banner">
      <Icon name="info" />
      <div className="banner-text">
        <p>{t(albums ? 'photos.banner.withAlbums' : 'photos.banner.withoutAlbums')}</p>
        {open ? (
          <p>
            {t('photos.banner.more')} <OutsideLink path={FAQ_PATH}>{t('photos.banner.faq')}</OutsideLink>
          </p>
        ) : null}
        <button
          type="button"
          className="button button-text"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('photos.banner.showLess') : t('photos.banner.showMore')}
        </button>
      </div>
    </div>
  );
}
