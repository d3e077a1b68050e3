// Placeholder until the feature behind the ApproveTransaction view lands.
export { default } from './NotAvailableView.js'
