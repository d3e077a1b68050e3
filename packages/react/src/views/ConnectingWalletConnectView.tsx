// Placeholder until the feature behind the ConnectingWalletConnect view lands.
export { default } from './NotAvailableView.js'
