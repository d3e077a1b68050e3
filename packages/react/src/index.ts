// @foyer/react: the provider, buttons and hooks. The modal's views are separate lazy chunks.
export { createFoyer } from './createFoyer'
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider'
export { useFoyerClient, useMessages, type CloseGuard } from './context'

export { useFoyer, type UseFoyerReturn } from './hooks/useFoyer'
export { useFoyerAccount, type UseFoyerAccountReturn } from './hooks/useFoyerAccount'
export { useFoyerNetwork, type UseFoyerNetworkReturn } from './hooks/useFoyerNetwork'
export { useFoyerState, type UseFoyerStateReturn } from './hooks/useFoyerState'
export { useFoyerEvents } from './hooks/useFoyerEvents'
export { useDisconnect } from './hooks/useDisconnect'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo'

export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton'
export { AccountButton, type AccountButtonProps } from './components/AccountButton'
export { NetworkButton } from './components/NetworkButton'

export { en as messagesEn, formatMessage, type Messages, type MessageKey } from './messages/en'
export { defaultThemeVariables } from './modal/theme'
export { preloadView } from './modal/views'

export type { FoyerClient, FoyerOptions, ThemeMode, ThemeVariables, ViewName } from '@foyer/core'
