// Placeholder until the feature behind the SIWXSignMessage view lands.
export { default } from './NotAvailableView.js'
