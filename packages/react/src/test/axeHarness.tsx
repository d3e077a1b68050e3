// A page for scripts/axe-views.mjs: the modal with the EVM and Solana test adapters (a MULTI_CHAIN "Test Wallet") and WalletConnect,
// exposed on window so the script can drive every view, including the Send view's states, in real Chromium.
import { createRoot } from 'react-dom/client'
import { createFoyerClient, createMemoryStorage, solana, solanaDevnet, type ThemeMode } from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { createTestChainAdapter } from './testChainAdapter.js'

const evm = createTestChainAdapter()
const sol = createTestChainAdapter(undefined, { namespace: 'solana' })
const themeMode = (new URLSearchParams(location.search).get('theme') ??
  (window as { __THEME?: string }).__THEME ??
  'light') as ThemeMode
const client = createFoyerClient({
  networks: [foyerDevnet, foyerDevnet2, solanaDevnet, solana],
  adapters: [evm, sol],
  storage: createMemoryStorage(),
  metadata: { name: 'Axe App' },
  themeMode,
  logLevel: 'silent',
  // WalletConnect's entry and views; the script answers connectWalletConnect itself (no relay is contacted).
  walletConnect: {
    relayUrl: 'ws://127.0.0.1:9',
    mobileLink: 'foyerwallet://',
    webWalletUrl: 'http://127.0.0.1:5180/wallet.html',
  },
})
Object.assign(window, { __foyer: { client, evm, sol } })
createRoot(document.getElementById('root')!).render(
  <FoyerProvider client={client}>
    <main>
      <h1>Foyer views</h1>
      <ConnectButton />
    </main>
  </FoyerProvider>,
)
