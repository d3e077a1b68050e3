// Every user-facing string of @foyer/react. Spec §8 error texts come from core's ErrorText so they stay word for word.
// Placeholders are written `{name}` and filled by `formatMessage`.
import { ErrorText } from '@foyer/core'

export const en = {
  // Buttons outside the modal
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  loading: 'Loading…',
  wrongNetwork: 'Wrong network',
  // Read before the buttons' visible text (which stays part of the accessible name).
  openAccountPrefix: 'Open account,',
  openNetworksPrefix: 'Change network, current:',

  // Modal shell
  close: 'Close',
  back: 'Back',
  viewLoading: 'Loading',
  viewFailed: 'This part of the window could not be loaded.',

  // View titles
  titleConnect: 'Connect Wallet',
  titleAllWallets: 'All Wallets',
  titleConnectingExternal: 'Connecting',
  titleConnectingWalletConnect: 'Mobile wallet',
  titleConnectingSiwe: 'Sign in',
  titleSIWXSignMessage: 'Sign in',
  titleAccount: 'Account',
  titleNetworks: 'Choose network',
  titleUnsupportedChain: 'Switch network',
  titleConnectingMultiChain: 'Select chain',
  titleWalletSend: 'Send',

  // Chain families (the chain picker's buttons, Account's switcher, Networks' group headings)
  chainFamilyEip155: 'Ethereum (EVM)',
  chainFamilySolana: 'Solana',
  chainFamilyBip122: 'Bitcoin',
  chainShortEip155: 'EVM',
  chainShortSolana: 'Solana',
  chainShortBip122: 'Bitcoin',
  networksEip155: 'EVM networks',
  networksSolana: 'Solana networks',
  networksBip122: 'Bitcoin networks',
  networksOther: '{namespace} networks',

  // Connect
  connectIntro: 'Choose a wallet to connect to {app}.',
  connectIntroNoApp: 'Choose a wallet to connect.',

  // Sign-in (SIWXSignMessage)
  siwxChecking: 'Checking your sign-in…',
  siwxHeading: 'Sign in to {app}',
  siwxHeadingNoApp: 'Sign in',
  siwxIntro: 'Sign this message in {name} to prove the account is yours. It is free and sends no transaction.',
  siwxWhatIsSigned: 'What you sign',
  siwxAccount: 'Account',
  siwxDomain: 'Website',
  siwxStatement: 'Statement',
  siwxExpires: 'Valid until',
  siwxNoExpiry: 'Until you sign out',
  siwxWaiting: 'Waiting for {name} to sign…',
  siwxRequired: 'This app needs you to sign in before you continue.',
  siwxSign: 'Sign',
  siwxSigning: 'Signing…',
  siwxCancel: 'Cancel',
  badgeRecent: 'Recent',
  badgeInstalled: 'Installed',
  // Wallet Standard readiness (Solana wallets), shown as it is
  badgeUnsupported: 'Unsupported',
  badgeNotDetected: 'Not detected',
  badgeLoadable: 'Loadable',
  allWallets: 'All Wallets',
  noWallets: 'No wallets were found in this browser.',
  sectionWalletConnect: 'Mobile wallets',
  sectionRecent: 'Recently used',
  sectionInjected: 'Installed wallets',
  sectionFeatured: 'Featured wallets',
  sectionCustom: 'Wallets added by this app',
  sectionExternal: 'Other wallets',
  sectionRecommended: 'Recommended wallets',

  // AllWallets
  searchWallets: 'Search wallets',
  searchPlaceholder: 'Search wallets',
  noWalletFound: 'No wallet found',
  noWalletFoundHint: 'Try another name.',
  resultsCount: '{count} wallets',

  // ConnectingExternal
  continueIn: 'Continue in {name}',
  connectingHint: 'Accept the connection request in your wallet.',
  connectionDeclined: 'Connection declined',
  connectionDeclinedHint: 'The request was declined in the wallet.',
  connectFailed: ErrorText.CONNECT_FAILED,
  tryAgain: 'Try again',
  unknownWallet: 'your wallet',

  // ConnectingWalletConnect and ConnectingWalletConnectBasic
  wcIntro: 'Scan this code with a WalletConnect wallet, or open it on this device.',
  wcIntroBasic: 'Scan this code with a WalletConnect wallet.',
  wcIntroBasicWallet: 'Scan this code with {name}.',
  wcIntroWallet: 'Scan this code with {name}, or open it on this device.',
  wcQrLabel: 'QR code to scan with your wallet',
  wcQrLoading: 'Preparing the QR code',
  wcCopyLink: 'Copy link',
  wcWays: 'Ways to connect',
  wcTabQr: 'QR code',
  wcTabMobile: 'Mobile',
  wcTabDesktop: 'Desktop',
  wcTabWeb: 'Web',
  wcOpenMobile: 'Open in your wallet app',
  wcOpenMobileHint: 'On a phone, this opens your wallet app to approve the connection.',
  wcOpenDesktop: 'Open in your desktop wallet',
  wcOpenDesktopHint: 'Opens the wallet app installed on this computer.',
  wcOpenWeb: 'Open in the web wallet',
  wcOpenWebHint: 'Opens the web wallet in a new tab.',
  wcWaiting: 'Waiting for your wallet…',
  wcWaitingHint: 'Approve the connection in your wallet.',
  wcRelayUnreachable: 'The connection service could not be reached.',
  wcFailedHint: 'Check your wallet and try again.',

  // ConnectingMultiChain (the chain picker)
  chainPickerIntro: '{name} works on more than one chain. Choose where to connect it.',
  chainBoth: 'Both',
  chainAll: 'All chains',

  // Account
  copyAddress: 'Copy address',
  connectedWith: 'Connected with {name}',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  balance: 'Balance',
  network: 'Network',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  tokenBalanceUnavailable: ErrorText.TOKEN_BALANCE_UNAVAILABLE,
  notConnected: 'No wallet is connected.',
  accountChain: 'Account shown',
  send: 'Send',
  receive: 'Receive',
  walletFeatures: 'Wallet actions',
  viewOnExplorer: 'View on {explorer}',
  accountTabs: 'Account sections',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  portfolioValue: 'Total value',
  refreshTokens: 'Refresh tokens',
  noTokens: 'No tokens on this network yet.',
  failedToFetchTransactions: ErrorText.FETCH_TRANSACTIONS_FAILED,
  noActivity: 'No activity on this network yet.',
  activityUnsupported: 'Activity is not available on this network.',
  activityReceived: 'Received',
  activitySent: 'Sent',
  activitySelf: 'Sent to yourself',
  activityFailed: 'Failed',
  activityPending: 'Pending',
  activityConfirmed: 'Confirmed',
  activityFrom: 'From {who}',
  activityTo: 'To {who}',
  today: 'Today',
  yesterday: 'Yesterday',
  unknownDate: 'Date unknown',
  loadMore: 'Load more',
  noNfts: 'No NFTs on this network yet.',
  nftsFailed: 'Could not load NFTs',
  nftsUnsupported: 'NFTs are not available on this network.',
  allNfts: 'All NFTs',
  nftCollection: 'Collection',
  nftTokenId: 'Token ID',
  nftContract: 'Contract',

  // WalletReceive
  titleWalletReceive: 'Receive',
  receiveQrLabel: 'QR code of your address {address}',
  receiveNetworks: 'Networks this address receives on',
  receiveWarning: 'Send only on these networks: {networks}. Tokens sent on another network may be lost.',

  // WalletSend
  token: 'Token',
  tokensLoading: 'Loading tokens',
  amount: 'Amount',
  max: 'Max',
  invalidAmount: 'Enter a number',
  recipient: 'Recipient address',
  invalidAddress: 'Enter a valid address',
  review: 'Review',
  reviewIntro: 'Check the transfer before you send it.',
  reviewRecipient: 'To',
  networkFee: 'Network fee',
  upTo: 'up to',
  feeUnavailable: 'Could not be estimated',
  edit: 'Edit',
  confirmInWallet: 'Confirm in your wallet',
  confirmInWalletHint: 'Approve the transfer in {name}.',
  sending: 'Sending…',
  sendingHint: 'Waiting for the network to confirm transaction {id}.',
  sent: 'Sent',
  sentHint: '{amount} {symbol} sent to {to}.',
  done: 'Done',
  sendAnother: 'Send another',
  transactionDeclined: 'Transaction declined',
  sendFailed: 'Transaction failed',
  transactionDeclinedHint: 'The transfer was declined in the wallet. Nothing was sent.',

  // Names (ChooseName, and names as Send recipients)
  chooseName: 'Choose a name',
  titleChooseName: 'Choose a name',
  chooseNameIntro: 'A name people can send to instead of your address. Your wallet signs to prove it is yours.',
  nameLabel: 'Name',
  nameSuffixHint: 'Your name ends in .{zone}',
  nameChecking: 'Checking {name}…',
  nameAvailable: '{name} is available',
  nameTaken: '{name} is taken',
  nameCheckFailed: 'Could not check the name: {reason}',
  nameSuggestions: 'Names you can have',
  registerName: 'Register',
  registeringName: 'Confirm in your wallet…',
  nameRegistered: '{name} is yours',
  nameRegisteredHint: 'Apps using this server show it in place of your address.',
  registerNameFailed: 'Could not register the name: {reason}',
  signatureDeclined: ErrorText.SIGNATURE_DECLINED,
  recipientResolving: 'Looking up {name}…',
  recipientResolved: '{name}: {address}',
  recipientUnknownName: 'No address is registered for {name}',
  recipientLookupFailed: 'Could not look up {name}: {reason}',

  // Networks
  networksIntro: 'Your wallet will ask you to approve the switch.',
  networkSwitchDisabled: 'This app does not allow switching networks from here.',
  switching: 'Switching…',
  testnet: 'Testnet',

  // UnsupportedChain
  unsupportedIntro:
    'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
  unsupportedIntroNoSwitch:
    'Your wallet is on a network this app does not support. Switch networks in your wallet, or disconnect.',
  unsupportedChainId: 'Wallet network: {chain}',
} as const

export type MessageKey = keyof typeof en
/** A catalogue: the same keys as English, any strings (other locales, or a host's wording). */
export type Messages = Record<MessageKey, string>

/** Fills `{name}` placeholders. Unknown placeholders stay as they are so a missing value is visible, not silent. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
