// Placeholder until the feature behind the ConnectingSiwe view lands.
export { default } from './NotAvailableView.js'
