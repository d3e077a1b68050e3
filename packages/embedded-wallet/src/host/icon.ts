// The embedded wallet's icon (a data URI, as the Wallet Standard and EIP-6963 require): a plain key-hole mark.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<circle cx="16" cy="13" r="5" fill="#fff"/><path d="M14 16h4l1.5 9h-7z" fill="#fff"/></svg>'

export const EMBEDDED_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}` as const
