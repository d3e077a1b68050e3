// What the WalletConnect benchmark looks for on the dev wallet page and in the demo.
export const approveSelector = '[role="dialog"][aria-label="Foyer Dev Wallet request"]'
export const DEV_ACCOUNT_0_TEXT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
