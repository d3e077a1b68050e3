import type { ViewName } from './types.js'

/** Every view the router knows (the spec's names and the ones the issues add). */
export const VIEW_NAMES: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Account',
  'AccountSettings',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'WalletSend',
  'WhatIsAWallet',
]

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEW_NAMES as readonly string[]).includes(value)
}
