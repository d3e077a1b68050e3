// @foyer/react: the provider, buttons and hooks. The modal's views are separate lazy chunks.
export { createFoyer } from './createFoyer.js'
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { useFoyerClient, useMessages, type CloseGuard } from './context.js'

export { useFoyer, type UseFoyerReturn } from './hooks/useFoyer.js'
export { useFoyerAccount, type UseFoyerAccountReturn } from './hooks/useFoyerAccount.js'
export { useFoyerBalance, type UseFoyerBalanceReturn } from './hooks/useFoyerBalance.js'
export { useFoyerNetwork, type UseFoyerNetworkReturn } from './hooks/useFoyerNetwork.js'
export { useFoyerState, type UseFoyerStateReturn } from './hooks/useFoyerState.js'
export { useFoyerEvents } from './hooks/useFoyerEvents.js'
export { useDisconnect } from './hooks/useDisconnect.js'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.js'
export { useFoyerSiwx, type UseFoyerSiwxReturn } from './hooks/useFoyerSiwx.js'

export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { AccountButton, type AccountButtonProps } from './components/AccountButton.js'
export { NetworkButton } from './components/NetworkButton.js'

export { en as messagesEn, formatMessage, type Messages, type MessageKey } from './messages/en.js'
export { defaultThemeVariables } from './modal/theme.js'
export { preloadView } from './modal/views.js'

export type { FoyerClient, FoyerOptions, ThemeMode, ThemeVariables, ViewName } from '@foyer/core'
