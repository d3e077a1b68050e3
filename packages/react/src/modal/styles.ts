import { monogramStyles } from '../ui/WalletIcon.js'
import { defaultThemeVariables } from './theme.js'

const d = defaultThemeVariables

// The modal's whole stylesheet, placed inside its shadow root: nothing here reaches the host page, and
// `:host { all: initial }` keeps the page's inherited styles out.
export const modalStyles = /* css */ `
:host {
  all: initial;
  /* A fixed, zero-size box: the overlay inside covers the viewport, and the host carries the stacking order. */
  position: fixed; top: 0; left: 0; width: 0; height: 0; z-index: var(--foyer-z-index);
  --foyer-modal-width: ${d['modal-width']};
  --foyer-z-index: ${d['z-index']};
  --foyer-duration-overlay: ${d['duration-overlay']};
  --foyer-duration-modal: ${d['duration-modal']};
  --foyer-duration-view: ${d['duration-view']};
  --foyer-accent: ${d.accent};
  --foyer-accent-foreground: ${d['accent-foreground']};
  --foyer-radius: ${d.radius};
  --foyer-font-family: ${d['font-family']};
  --foyer-bg: #ffffff;
  --foyer-fg: #14161a;
  --foyer-fg-muted: #5f6570;
  --foyer-surface: #f3f4f6;
  --foyer-surface-hover: #e8eaee;
  --foyer-border: rgba(20, 22, 26, 0.1);
  --foyer-overlay: rgba(10, 12, 16, 0.45);
  --foyer-error: #c92a2a;
  --foyer-error-surface: #fff0f0;
  --foyer-success: #237032;
  --foyer-focus: var(--foyer-accent);
  --foyer-shadow: 0 16px 48px rgba(10, 12, 16, 0.22);
  --foyer-skeleton: rgba(20, 22, 26, 0.08);
  --foyer-skeleton-shine: rgba(20, 22, 26, 0.04);
  color-scheme: light;
}
:host([data-theme="dark"]) {
  --foyer-bg: #17191e;
  --foyer-fg: #eef0f3;
  --foyer-fg-muted: #9aa1ac;
  --foyer-surface: #22252b;
  --foyer-surface-hover: #2c3038;
  --foyer-border: rgba(255, 255, 255, 0.1);
  --foyer-overlay: rgba(0, 0, 0, 0.6);
  --foyer-error: #ff8787;
  --foyer-error-surface: rgba(255, 107, 107, 0.12);
  --foyer-success: #69db7c;
  --foyer-accent: #748ffc;
  --foyer-accent-foreground: #0b0f1a;
  --foyer-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);
  --foyer-skeleton: rgba(255, 255, 255, 0.08);
  --foyer-skeleton-shine: rgba(255, 255, 255, 0.04);
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host([data-theme="system"]) {
    --foyer-bg: #17191e;
    --foyer-fg: #eef0f3;
    --foyer-fg-muted: #9aa1ac;
    --foyer-surface: #22252b;
    --foyer-surface-hover: #2c3038;
    --foyer-border: rgba(255, 255, 255, 0.1);
    --foyer-overlay: rgba(0, 0, 0, 0.6);
    --foyer-error: #ff8787;
    --foyer-error-surface: rgba(255, 107, 107, 0.12);
    --foyer-success: #69db7c;
    --foyer-accent: #748ffc;
    --foyer-accent-foreground: #0b0f1a;
    --foyer-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);
    --foyer-skeleton: rgba(255, 255, 255, 0.08);
    --foyer-skeleton-shine: rgba(255, 255, 255, 0.04);
    color-scheme: dark;
  }
}
*, *::before, *::after { box-sizing: border-box; }
.foyer-overlay {
  all: initial; /* whatever the page made the host inherit stops here */
  position: fixed; inset: 0; z-index: var(--foyer-z-index);
  /* Sized by the screen, not the page: on a phone, a page wider than the screen widens the layout viewport that
     inset: 0 fills (a 390 px phone's sheet measured 492 px), while vw and dvh stay the screen's. */
  max-width: 100vw; max-height: 100vh; max-height: 100dvh;
  display: flex; align-items: center; justify-content: center; padding: 16px;
  background: var(--foyer-overlay);
  font-family: var(--foyer-font-family); font-size: 15px; line-height: 1.4; color: var(--foyer-fg);
  -webkit-font-smoothing: antialiased; text-align: left;
  animation: foyer-fade-in var(--foyer-duration-overlay) ease-out both;
}
.foyer-overlay[data-state="closed"] { animation: foyer-fade-out var(--foyer-duration-overlay) ease-in both; }
.foyer-dialog {
  position: relative; width: var(--foyer-modal-width); max-width: 100%; max-height: calc(100dvh - 32px);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--foyer-bg); color: var(--foyer-fg);
  border: 1px solid var(--foyer-border); border-radius: calc(var(--foyer-radius) * 1.5);
  box-shadow: var(--foyer-shadow); outline: none;
  animation: foyer-pop-in var(--foyer-duration-modal) cubic-bezier(0.2, 0.9, 0.3, 1.1) both;
}
.foyer-overlay[data-state="closed"] .foyer-dialog { animation: foyer-pop-out var(--foyer-duration-modal) ease-in both; }
.foyer-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 4px; padding: 12px 12px 4px;
}
.foyer-title { margin: 0; font-size: 16px; font-weight: 600; text-align: center; letter-spacing: -0.01em;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-icon-button {
  all: unset; box-sizing: border-box; width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center;
  border-radius: 50%; color: var(--foyer-fg-muted); cursor: pointer;
  transition: background-color 100ms ease, color 100ms ease;
}
.foyer-icon-button:hover { background: var(--foyer-surface); color: var(--foyer-fg); }
.foyer-body { position: relative; overflow-y: auto; overscroll-behavior: contain; padding: 8px 16px 16px; min-height: 120px; }
.foyer-view { animation: foyer-view-in var(--foyer-duration-view) ease-out both; }
.foyer-intro { margin: 0 0 12px; color: var(--foyer-fg-muted); font-size: 14px; text-align: center; }

/* Lists of wallets and networks */
.foyer-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.foyer-group + .foyer-group { margin-top: 6px; }
.foyer-item {
  all: unset; box-sizing: border-box; width: 100%; display: flex; align-items: center; gap: 12px;
  min-height: 56px; padding: 8px 12px; border-radius: var(--foyer-radius);
  background: var(--foyer-surface); color: var(--foyer-fg); cursor: pointer; font-weight: 500;
  transition: background-color 100ms ease, transform 100ms ease;
}
.foyer-item:hover:not([aria-disabled="true"]):not(:disabled) { background: var(--foyer-surface-hover); }
.foyer-item:active:not([aria-disabled="true"]):not(:disabled) { transform: scale(0.985); }
.foyer-item[aria-disabled="true"], .foyer-item:disabled { cursor: default; }
.foyer-item[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--foyer-accent); }
.foyer-row { position: relative; }
.foyer-row-badge { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); pointer-events: none; }
.foyer-item[data-badged] { padding-right: 96px; }
.foyer-item-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-item-end { display: inline-flex; align-items: center; gap: 6px; color: var(--foyer-fg-muted); }
.foyer-item-end .foyer-check { color: var(--foyer-accent); }
.foyer-badge {
  display: inline-flex; align-items: center; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  background: var(--foyer-accent); color: var(--foyer-accent-foreground); white-space: nowrap;
}
.foyer-badge[data-kind="muted"] { background: var(--foyer-bg); color: var(--foyer-fg-muted); box-shadow: inset 0 0 0 1px var(--foyer-border); }
.foyer-icon { display: inline-block; flex: none; object-fit: cover; background: var(--foyer-surface-hover); }
.foyer-tile-icon { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; flex: none;
  border-radius: calc(var(--foyer-radius) * 0.9); background: var(--foyer-bg); color: var(--foyer-accent); }
.foyer-identicon { display: block; flex: none; border-radius: 50%; }

/* Search */
.foyer-search { position: relative; margin-bottom: 12px; }
.foyer-search svg { position: absolute; left: 12px; top: 50%; transform: translateY(-50%); color: var(--foyer-fg-muted); pointer-events: none; }
.foyer-search input {
  all: unset; box-sizing: border-box; width: 100%; height: 44px; padding: 0 12px 0 38px;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); color: var(--foyer-fg); font: inherit;
  border: 1px solid transparent; transition: border-color 100ms ease;
}
.foyer-search input::placeholder { color: var(--foyer-fg-muted); }
.foyer-search input:focus-visible, .foyer-search input:focus { outline: none; border-color: var(--foyer-accent); }
.foyer-virtual-frame { height: min(400px, calc(100dvh - 220px)); }
.foyer-virtual { height: 100%; overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 0 4px; }
.foyer-virtual-inner { position: relative; width: 100%; }
.foyer-virtual-row { position: absolute; top: 0; left: 0; width: 100%; padding-bottom: 6px; }
.foyer-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

/* States */
.foyer-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 12px 0 4px; }
.foyer-center h3 { margin: 4px 0 0; font-size: 17px; font-weight: 600; }
.foyer-muted { color: var(--foyer-fg-muted); font-size: 14px; margin: 0; }
.foyer-error { color: var(--foyer-error); font-size: 14px; margin: 0; }
.foyer-alert { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; margin: 8px 0;
  border-radius: var(--foyer-radius); background: var(--foyer-error-surface); color: var(--foyer-error); font-size: 14px; }
.foyer-wallet-stage { position: relative; padding: 8px; }
.foyer-wallet-stage .foyer-stage-spinner { position: absolute; right: -4px; bottom: -4px; display: inline-flex; padding: 3px;
  border-radius: 50%; background: var(--foyer-bg); color: var(--foyer-accent); }
.foyer-wallet-stage[data-state="error"] .foyer-stage-spinner { color: var(--foyer-error); }
.foyer-status-icon { color: var(--foyer-error); }

/* Buttons inside the modal */
.foyer-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 0 18px; border-radius: var(--foyer-radius); font-weight: 600; cursor: pointer;
  background: var(--foyer-accent); color: var(--foyer-accent-foreground);
  transition: filter 100ms ease, background-color 100ms ease, transform 100ms ease;
}
.foyer-button:hover:not(:disabled) { filter: brightness(1.08); }
.foyer-button:active:not(:disabled) { transform: scale(0.98); }
.foyer-button:disabled { opacity: 0.6; cursor: default; }
.foyer-button[data-variant="secondary"] { background: var(--foyer-surface); color: var(--foyer-fg); }
.foyer-button[data-variant="secondary"]:hover:not(:disabled) { filter: none; background: var(--foyer-surface-hover); }
.foyer-button[data-variant="danger"] { background: var(--foyer-surface); color: var(--foyer-error); }
.foyer-button[data-variant="danger"]:hover:not(:disabled) { filter: none; background: var(--foyer-error-surface); }
.foyer-button[data-size="small"] { min-height: 32px; padding: 0 12px; font-size: 13px; }
.foyer-button-block { width: 100%; }
.foyer-siwx-parties { display: flex; gap: 12px; justify-content: center; }
.foyer-siwx-account { display: inline-flex; align-items: center; gap: 6px; justify-content: flex-end; }
.foyer-siwx-required { text-align: center; margin-bottom: 8px; }
.foyer-stack { display: flex; flex-direction: column; gap: 8px; }

/* Account */
.foyer-account-head { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 4px 0 16px; }
.foyer-address-row { display: inline-flex; align-items: center; gap: 6px; font-size: 18px; font-weight: 600; }
.foyer-balance { font-size: 16px; font-weight: 500; color: var(--foyer-fg); min-height: 22px; display: inline-flex; align-items: center; font-variant-numeric: tabular-nums; }
.foyer-wallet-caption { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; color: var(--foyer-fg-muted); }
.foyer-live { min-height: 18px; font-size: 13px; color: var(--foyer-success); }

/* Chain picker, Account's chain switcher, grouped networks */
.foyer-chain-marks { display: inline-flex; flex: none; }
.foyer-chain-marks .foyer-icon { box-shadow: 0 0 0 2px var(--foyer-surface); }
.foyer-chain-marks .foyer-icon + .foyer-icon { margin-left: -4px; }
.foyer-tile-icon-small { width: 32px; height: 32px; border-radius: 50%; }
.foyer-segmented { display: inline-flex; gap: 2px; padding: 3px; border-radius: 999px; background: var(--foyer-surface); }
.foyer-segment {
  all: unset; box-sizing: border-box; min-height: 30px; padding: 0 14px; border-radius: 999px; cursor: pointer;
  display: inline-flex; align-items: center; gap: 6px; font-size: 13px; font-weight: 600; color: var(--foyer-fg-muted);
  transition: background-color 100ms ease, color 100ms ease;
}
.foyer-segment:hover:not([aria-pressed="true"]) { color: var(--foyer-fg); }
.foyer-segment[aria-pressed="true"] { background: var(--foyer-bg); color: var(--foyer-fg); box-shadow: 0 1px 3px rgba(10, 12, 16, 0.16); }
.foyer-section-title { margin: 4px 4px 8px; font-size: 13px; font-weight: 600; color: var(--foyer-fg-muted); }
.foyer-group + .foyer-group .foyer-section-title { margin-top: 14px; }
.foyer-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }

/* Send */
.foyer-field { display: flex; flex-direction: column; gap: 6px; margin: 0 0 12px; padding: 0; border: 0; min-width: 0; }
.foyer-label { font-size: 13px; font-weight: 600; color: var(--foyer-fg-muted); padding: 0; }
.foyer-input-row { position: relative; display: flex; align-items: center; }
.foyer-input {
  all: unset; box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 12px;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); color: var(--foyer-fg); font: inherit;
  border: 1px solid transparent; transition: border-color 100ms ease; overflow: hidden; text-overflow: ellipsis;
}
.foyer-input-row .foyer-input { padding-right: 72px; }
.foyer-input::placeholder { color: var(--foyer-fg-muted); }
.foyer-input:focus, .foyer-input:focus-visible { outline: none; border-color: var(--foyer-accent); }
.foyer-input[aria-invalid="true"] { border-color: var(--foyer-error); }
.foyer-input-row .foyer-button { position: absolute; right: 6px; }
.foyer-field-error { color: var(--foyer-error); font-size: 13px; margin: 0; }
.foyer-tokens { display: flex; flex-direction: column; gap: 6px; }
.foyer-token { position: relative; }
.foyer-token input { position: absolute; left: 14px; top: 50%; transform: translateY(-50%); margin: 0; accent-color: var(--foyer-accent); width: 16px; height: 16px; }
.foyer-token label {
  box-sizing: border-box; width: 100%; display: flex; align-items: center; gap: 10px; min-height: 52px;
  padding: 8px 110px 8px 40px; border-radius: var(--foyer-radius); background: var(--foyer-surface); cursor: pointer; font-weight: 600;
}
.foyer-token input:checked + label { box-shadow: inset 0 0 0 2px var(--foyer-accent); }
.foyer-token input:focus-visible + label { outline: 2px solid var(--foyer-focus); outline-offset: 2px; }
.foyer-token-balance { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); pointer-events: none;
  font-size: 13px; color: var(--foyer-fg-muted); font-variant-numeric: tabular-nums; max-width: 100px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-summary { margin: 0 0 12px; padding: 4px 12px; border-radius: var(--foyer-radius); background: var(--foyer-surface); }
.foyer-summary div { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; }
.foyer-summary div + div { border-top: 1px solid var(--foyer-border); }
.foyer-summary dt { color: var(--foyer-fg-muted); font-size: 14px; }
.foyer-summary dd { margin: 0; font-weight: 600; text-align: right; min-width: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.foyer-success-icon { color: var(--foyer-success); }
.foyer-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }

/* WalletConnect: tabs, the QR code (dark on white in both themes, for the scanners) */
.foyer-tabs { display: flex; gap: 2px; padding: 3px; margin: 0 0 12px; border-radius: 999px; background: var(--foyer-surface); }
.foyer-tab {
  all: unset; box-sizing: border-box; flex: 1; min-height: 32px; padding: 0 8px; border-radius: 999px; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center; font-size: 13px; font-weight: 600; color: var(--foyer-fg-muted);
  transition: background-color 100ms ease, color 100ms ease;
}
.foyer-tab:hover:not([aria-selected="true"]) { color: var(--foyer-fg); }
.foyer-tab[aria-selected="true"] { background: var(--foyer-bg); color: var(--foyer-fg); box-shadow: 0 1px 3px rgba(10, 12, 16, 0.16); }
.foyer-tab-panel { min-height: 320px; }
.foyer-tab-panel .foyer-center { padding-top: 4px; }
.foyer-qr { position: relative; width: min(100%, 264px); aspect-ratio: 1; padding: 10px; border-radius: calc(var(--foyer-radius) * 1.2);
  background: #ffffff; box-shadow: inset 0 0 0 1px var(--foyer-border); }
.foyer-qr[data-state="loading"] { background: var(--foyer-surface); box-shadow: none; padding: 0; display: flex; }
.foyer-qr-code, .foyer-qr-code svg { display: block; width: 100%; height: 100%; }
.foyer-qr-logo { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); display: inline-flex; padding: 4px;
  border-radius: 14px; background: #ffffff; }
.foyer-qr-logo .foyer-icon, .foyer-qr-logo svg { display: block; border-radius: 10px; }
a.foyer-button { text-decoration: none; }

/* Account: features row, Tokens / Activity rows, Receive */
.foyer-features { display: flex; gap: 8px; }
.foyer-account-tabs .foyer-tab-panel { min-height: 0; }
.foyer-nft-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.foyer-nft-card { all: unset; box-sizing: border-box; display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 8px;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); cursor: pointer; }
.foyer-nft-card:hover { background: var(--foyer-surface-hover); }
.foyer-nft-card .foyer-nft-image, .foyer-nft-card .foyer-icon { width: 100%; height: auto; aspect-ratio: 1; border-radius: 10px; }
.foyer-nft-image { display: block; object-fit: cover; border-radius: 12px; }
.foyer-nft-detail .foyer-nft-image, .foyer-nft-detail .foyer-icon { align-self: center; }
.foyer-nft-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-avatar { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; }
.foyer-profile-name { font-size: 18px; font-weight: 700; }
.foyer-portfolio { font-size: 14px; color: var(--foyer-fg-muted); font-variant-numeric: tabular-nums; }
.foyer-link { color: var(--foyer-accent); font-size: 14px; font-weight: 600; text-decoration: none; }
.foyer-link:hover { text-decoration: underline; }
/* Up to four features (Buy, Swap, Receive, Send) share the 360 px row: equal columns that may shrink, icon above label. */
.foyer-features .foyer-button { flex: 1 1 0; min-width: 0; flex-direction: column; gap: 2px; min-height: 56px; padding: 6px 4px;
  font-size: 13px; }
.foyer-tab-head { display: flex; align-items: center; justify-content: flex-end; margin: 0 0 8px; }
.foyer-token-row, .foyer-activity-row { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); }
.foyer-token-name { display: flex; flex-direction: column; min-width: 0; flex: 1; font-weight: 600; }
.foyer-token-name > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-token-name .foyer-badge { margin-left: 6px; }
.foyer-token-value { display: flex; flex-direction: column; align-items: flex-end; font-weight: 600; font-variant-numeric: tabular-nums; text-align: right; }
.foyer-token-value[data-direction="in"] { color: var(--foyer-success); }
.foyer-activity-row[data-status="failed"] .foyer-token-value { color: var(--foyer-fg-muted); text-decoration: line-through; }
.foyer-activity-row .foyer-tile-icon { width: 36px; height: 36px; border-radius: 50%; }
.foyer-day { margin: 12px 0 6px; font-size: 13px; font-weight: 600; color: var(--foyer-fg-muted); }
.foyer-receive-address { margin: 0; text-align: center; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px; overflow-wrap: anywhere; }
.foyer-receive-network { display: flex; align-items: center; gap: 8px; font-size: 14px; }
.foyer-alert[data-kind="warning"] { background: var(--foyer-surface); color: var(--foyer-fg); }
.foyer-qr { margin: 0 auto; }

/* Loading */
.foyer-skeleton { display: inline-block; border-radius: 8px; vertical-align: middle;
  background: linear-gradient(90deg, var(--foyer-skeleton) 0%, var(--foyer-skeleton-shine) 50%, var(--foyer-skeleton) 100%);
  background-size: 200% 100%; animation: foyer-shimmer 1.2s linear infinite; }
.foyer-skeleton-item { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); }
.foyer-spinner { animation: foyer-spin 0.8s linear infinite; flex: none; }

/* Focus: after the component rules (which start from all: unset), so the ring is never reset away. */
:is(button, a, input, [tabindex]):focus { outline: none; }
:is(button, a, [tabindex]):focus-visible { outline: 2px solid var(--foyer-focus); outline-offset: 2px; }
.foyer-virtual .foyer-item:focus-visible { outline-offset: -2px; }
.foyer-dialog:focus-visible { outline: none; }

@keyframes foyer-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes foyer-fade-out { from { opacity: 1; } to { opacity: 0; } }
/* A slide, not a scale: the dialog keeps its exact size from the first frame. */
@keyframes foyer-pop-in { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; } }
@keyframes foyer-pop-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(12px); } }
@keyframes foyer-sheet-in { from { transform: translateY(100%); } to { transform: none; } }
@keyframes foyer-sheet-out { from { transform: none; } to { transform: translateY(100%); } }
@keyframes foyer-view-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }

/* Narrow screens: a bottom sheet that fits the screen and scrolls inside. */
@media (max-width: 430px) {
  .foyer-overlay { align-items: flex-end; padding: 0; }
  .foyer-dialog {
    width: 100%; max-width: 100%; max-height: calc(100dvh - 24px);
    border-radius: calc(var(--foyer-radius) * 1.5) calc(var(--foyer-radius) * 1.5) 0 0; border-bottom: 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    animation-name: foyer-sheet-in;
  }
  .foyer-overlay[data-state="closed"] .foyer-dialog { animation-name: foyer-sheet-out; }
  .foyer-virtual-frame { height: min(400px, calc(100dvh - 200px)); }
}

/* Login views: the 6-digit code, the account-type choices, the area the wallet frame is shown over. */
.foyer-otp { font-size: 22px; letter-spacing: 0.4em; text-align: center; font-variant-numeric: tabular-nums; }
.foyer-choice { display: flex; gap: 10px; align-items: flex-start; padding: 8px 0; cursor: pointer; }
.foyer-choice-hint { display: block; font-size: 13px; }
.foyer-frame-area { justify-content: center; border-radius: var(--foyer-radius); background: var(--foyer-surface); }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition-duration: 1ms !important; }
  .foyer-spinner { animation: foyer-spin 1.6s linear infinite !important; }
  .foyer-skeleton { animation: none !important; }
}
${monogramStyles}`
