// Stands where a browser extension would: announces the Foyer Dev Wallet over EIP-6963 and registers its Solana side
// with the Wallet Standard, before the app starts.
// `?wallet=none` leaves the page without it (to try other wallets, or none); `?wallet=late` announces after 1.5 s.
import { installDevWallet } from '@foyer/dev-wallet'
import { DEV_WALLET_CHAINS, DEV_WALLET_SOLANA } from './devnet-chains.js'

const mode = new URLSearchParams(location.search).get('wallet')
if (mode !== 'none') {
  // Its Bitcoin side only where the app lists Bitcoin (the bitcoin presets), like a wallet the person enabled it in.
  const bitcoin = ['bitcoin', 'siwx-bitcoin'].includes(new URLSearchParams(location.search).get('preset') ?? '')
  const install = () =>
    installDevWallet({
      chains: DEV_WALLET_CHAINS,
      defaultChainId: DEV_WALLET_CHAINS[0]!.id,
      solana: DEV_WALLET_SOLANA,
      ...(bitcoin ? { bitcoin: { esploraUrl: 'http://127.0.0.1:8790', chain: 'bitcoin:regtest' as const } } : {}),
    })
  if (mode === 'late') setTimeout(install, 1500)
  else install()
}
