import { useTranslation } from '@portal/elements/i18n';
import { Icon } from '@portal/elements/ui';
import { type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';

interface SupportChatProps {
  /** The brand's FAQs. */
  readonly faqHref: string;
  /** Where customer care is reached. */
  readonly customerCareHref: string;
}

/**
 * The support chat launcher: a floating 'Need help?' button that opens a small panel with the ways
 * to reach customer care. Where it shows is decided by `supportChatShows` (widget-visibility.ts). Escape
 * or the close button closes the panel and focus returns to the launcher.
 */
export function SupportChat({ faqHref, customerCareHref }: SupportChatProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget closes its panel; the controls inside stay the interactive elements.
    <div className="support-chat" onKeyDown={closeOnEscape}>
      {open ? (
        <section id={panelId} className="card support-chat-panel" aria-labelledby={titleId}>
          <div className="support-chat-header">
            <h2 id={titleId} ref={title} tabIndex={-1}>
              {t('host.supportChat.title')}
            </h2>
            <button type="button" className="icon-button" aria-label={t('runtime.close')} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <p>{t('host.supportChat.body')}</p>
          <div className="support-chat-actions">
            <a className="button button-primary" href={customerCareHref}>
              {t('resultPages.contactCustomerCare')}
            </a>
            <a className="button button-secondary" href={faqHref}>
              {t('host.supportChat.readFaqs')}
            </a>
          </div>
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="button button-primary support-chat-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="help" />
        {t('host.supportChat.open')}
      </button>
    </div>
  );
}
