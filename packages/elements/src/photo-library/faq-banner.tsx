import type { ReactElement } from 'react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';

const FAQ_PATH = '/faq';

/** The collapsible banner leading to the FAQ, in its two wordings (photo-library §2.2). */
export function FaqBanner(): ReactElement {
  const { t } = useTranslation();
  const albums = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [open, setOpen] = useState(false);
  return (
    <div className="banner banner-info faq-banner" part="faq-banner">
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
