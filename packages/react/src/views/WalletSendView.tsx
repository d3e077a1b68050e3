// Placeholder until the Send view lands.
export { default } from './NotAvailableView.js'
