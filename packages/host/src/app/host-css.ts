/**
 * The shell's look in the light DOM, next to BASE_CSS (ui/base-css.ts: buttons, banners, cards,
 * spinners, message pages) and the brand's tokens on `:root`. Only tokens: a brand changes the
 * tokens, never this sheet (DESIGN.md). Small screens are under 575 px (account-portal §9).
 */
export const HOST_CSS = /* css */ `
html { box-sizing: border-box; scroll-padding-bottom: 96px; }
body {
  margin: 0; background: var(--portal-surface-sunken); color: var(--portal-text);
  font-family: var(--portal-font); font-size: var(--portal-font-size-md);
  line-height: var(--portal-line-height-text); -webkit-font-smoothing: antialiased;
}
[tabindex="-1"]:focus { outline: none; }
.skip-link {
  position: absolute; left: var(--portal-space-4); top: -200px; z-index: 1000;
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--portal-space-4);
  background: var(--portal-surface-raised); border-radius: var(--portal-radius-md); box-shadow: var(--portal-shadow);
  font-weight: 600;
}
.skip-link:focus { top: var(--portal-space-2); }
.page-loading { min-height: 100vh; display: grid; place-items: center; }

.shell-header { background: var(--portal-surface-raised); border-bottom: 1px solid var(--portal-border); }
.shell-header-inner {
  max-width: 1280px; margin: 0 auto; box-sizing: border-box; display: flex; flex-wrap: wrap; align-items: center;
  gap: var(--portal-space-3); min-height: 64px; padding: var(--portal-space-2) var(--portal-space-5);
}
.wordmark {
  display: inline-flex; align-items: center; min-height: 44px; margin-right: auto;
  font-size: var(--portal-font-size-lg); font-weight: 700; letter-spacing: -0.01em;
  color: var(--portal-text); text-decoration: none;
}
.wordmark:hover { color: var(--portal-primary); }
.language-select select {
  min-height: 44px; padding: 0 var(--portal-space-3); font: inherit; color: var(--portal-text);
  background: var(--portal-surface); border: 1px solid var(--portal-border); border-radius: var(--portal-radius-md);
}
.menu-toggle, .header-sign-out, .menu-language { display: none; }
.menu-language { padding: var(--portal-space-3) var(--portal-space-3) var(--portal-space-2); }
.menu-language select { width: 100%; }

.shell-frame { max-width: 1280px; margin: 0 auto; box-sizing: border-box; padding: var(--portal-space-5) var(--portal-space-5) 96px; }
.b2b-status { margin-bottom: var(--portal-space-5); }
.shell-columns { display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: var(--portal-space-6); align-items: start; }
.shell[data-stripped="true"] .shell-columns { grid-template-columns: minmax(0, 1fr); }
.shell-main { min-width: 0; }

.side-menu {
  position: sticky; top: var(--portal-space-4); padding: var(--portal-space-2);
  background: var(--portal-surface-raised); border: 1px solid var(--portal-border); border-radius: var(--portal-radius-lg);
}
.side-menu ul { list-style: none; margin: 0; padding: 0; }
.menu-home-title { display: none; }
.menu-link {
  display: flex; align-items: center; gap: var(--portal-space-3); min-height: 44px; padding: 0 var(--portal-space-3);
  border-radius: var(--portal-radius-md); color: var(--portal-text); text-decoration: none; font-weight: 500;
}
.menu-link .icon { color: var(--portal-text-muted); }
.menu-link:hover { background: var(--portal-surface-sunken); }
.menu-link[aria-current="page"] {
  background: var(--portal-accent); color: var(--portal-text); font-weight: 650;
  box-shadow: inset 3px 0 0 var(--portal-primary);
}
.menu-link[aria-current="page"] .icon { color: var(--portal-primary); }
.menu-item:not(.menu-item-secondary) + .menu-item-secondary {
  margin-top: var(--portal-space-2); padding-top: var(--portal-space-2); border-top: 1px solid var(--portal-border);
}

.area-element { display: block; }

.message-card { max-width: 560px; margin: var(--portal-space-6) auto; text-align: center; }
.message-card h1 { font-size: var(--portal-font-size-xl); margin-bottom: var(--portal-space-3); }
.message-card p { color: var(--portal-text-muted); margin-bottom: var(--portal-space-5); }
.message-card .spinner { margin: var(--portal-space-5) auto 0; }
.message-card .message-actions { margin-top: var(--portal-space-2); }
.message-card .message-page { margin: 0; padding: 0; }
.message-icon {
  display: inline-grid; place-items: center; width: 48px; height: 48px; margin-bottom: var(--portal-space-4);
  border-radius: 50%; background: var(--portal-surface-sunken);
}
.message-icon .icon { width: 28px; height: 28px; }
.message-icon-success { color: var(--portal-success); }
.message-icon-error { color: var(--portal-danger); }
.public-main { box-sizing: border-box; max-width: 640px; margin: 0 auto; padding: var(--portal-space-5) var(--portal-space-4) var(--portal-space-7); }

.support-chat {
  position: fixed; right: var(--portal-space-4); bottom: var(--portal-space-4); z-index: 900;
  display: flex; flex-direction: column; align-items: flex-end; gap: var(--portal-space-3);
}
.support-chat-launcher { border-radius: 999px; box-shadow: var(--portal-shadow); }
.support-chat-panel {
  width: min(340px, calc(100vw - 32px)); box-sizing: border-box; box-shadow: var(--portal-shadow);
  display: flex; flex-direction: column; gap: var(--portal-space-3); padding: var(--portal-space-4);
}
.support-chat-header { display: flex; align-items: center; justify-content: space-between; gap: var(--portal-space-2); }
.support-chat-header h2 { font-size: var(--portal-font-size-lg); }
.support-chat-panel p { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.support-chat-actions { display: flex; flex-direction: column; gap: var(--portal-space-2); }

@media (max-width: 1023.98px) {
  .shell-columns { grid-template-columns: 216px minmax(0, 1fr); gap: var(--portal-space-5); }
}
@media (max-width: 574.98px) {
  .shell-header-inner {
    flex-wrap: nowrap; min-height: 56px; gap: var(--portal-space-2); padding: var(--portal-space-2) var(--portal-space-4);
  }
  /* A long brand name takes two lines rather than pushing Sign out onto a row of its own. */
  .wordmark { flex: 1 1 auto; min-width: 0; font-size: var(--portal-font-size-md); line-height: 1.2; }
  .menu-toggle, .header-sign-out { display: inline-flex; }
  .shell .header-language { display: none; }
  .shell .menu-language { display: block; }
  .shell-frame { padding: var(--portal-space-4) var(--portal-space-4) 96px; }
  .shell-columns { grid-template-columns: minmax(0, 1fr); gap: var(--portal-space-4); }
  .side-menu { position: static; }
  .side-menu[data-open="false"] { display: none; }
  .shell[data-home="true"] .side-menu { display: block; }
  .shell[data-home="true"] .menu-toggle { display: none; }
  .shell[data-home="true"] .shell-main .area-element, .shell[data-home="true"] .shell-main .page-skeleton { display: none; }
  .shell[data-home="true"] .menu-home-title { display: block; font-size: var(--portal-font-size-xl); padding: var(--portal-space-3) var(--portal-space-3) var(--portal-space-2); }
  .menu-item-overview, .menu-item-logout { display: none; }
  .message-card { margin: var(--portal-space-4) auto; }
}
`;
