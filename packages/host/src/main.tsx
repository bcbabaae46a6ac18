import '@portal/elements/loader';
import { resolveSite } from '@portal/api/rules/brand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { adoptPageStyles } from './app/page-styles.ts';

/** The loader's colours when the host name is no site's. */
const FALLBACK_BRAND = 'printwell';

// The brand's look from the built-in site table until config arrives, so even the loader is on brand.
adoptPageStyles(resolveSite(window.location.hostname)?.site.brand ?? FALLBACK_BRAND);
const container = document.getElementById('portal');
if (container !== null) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
