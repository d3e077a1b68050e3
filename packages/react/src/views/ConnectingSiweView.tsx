// ConnectingSiwe is the older name of the sign-in view (EIP-4361 only); both names show the same SIWX view.
export { default } from './SIWXSignMessageView.js'
