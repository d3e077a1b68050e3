import type { ViewName } from './types.js'

/** Every view the router knows: the built ones (see ViewName). */
export const VIEW_NAMES: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'Account',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'WalletSend',
  'WalletReceive',
  'Buy',
  'ChooseName',
  'Swap',
  'EmailVerifyOtp',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'AccountSettings',
]

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEW_NAMES as readonly string[]).includes(value)
}
