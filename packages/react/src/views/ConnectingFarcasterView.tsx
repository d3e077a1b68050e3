// Placeholder until the feature behind the ConnectingFarcaster view lands.
export { default } from './NotAvailableView.js'
