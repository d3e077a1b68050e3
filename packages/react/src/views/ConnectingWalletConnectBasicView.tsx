// Placeholder until the feature behind the ConnectingWalletConnectBasic view lands.
export { default } from './NotAvailableView.js'
