import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createFoyer } from '@foyer/react'
import { createDefaultSiwx, createServerSiwx } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { createSolanaAdapter } from '@foyer/solana'
import { createBitcoinAdapter } from '@foyer/bitcoin'
import { presetFromLocation, SIGN_IN_STATEMENT } from './presets.js'
import { DEVNET_EVM_TOKENS, DEVNET_SOLANA_TOKENS } from './devnet-chains.js'
import { App } from './App.js'

const preset = presetFromLocation(location.search)
// An adapter for each namespace the preset lists.
const namespaces = new Set(preset.options.networks.map((n) => n.chainNamespace))
const foyer = createFoyer({
  ...preset.options,
  // Verifiers come from the adapters (EIP-4361 on viem, SIWS on ed25519); sessions live in local storage.
  ...(preset.signIn
    ? {
        siwx: preset.signInServer
          ? // The server issues the nonce, verifies the signature and keeps the session behind an httpOnly cookie.
            createServerSiwx({
              url: preset.signInServer,
              projectId: preset.options.projectId ?? 'foyer-dev',
              required: preset.signIn === 'required',
              messenger: { statement: SIGN_IN_STATEMENT },
            })
          : createDefaultSiwx({
              required: preset.signIn === 'required',
              messenger: { statement: SIGN_IN_STATEMENT },
            }),
      }
    : {}),
  adapters: [
    ...(namespaces.has('eip155') ? [createEvmAdapter({ tokens: DEVNET_EVM_TOKENS })] : []),
    ...(namespaces.has('solana') ? [createSolanaAdapter({ tokens: DEVNET_SOLANA_TOKENS })] : []),
    // Its Esplora API is the chain's RPC URL (the devnet's, 127.0.0.1:8790).
    ...(namespaces.has('bip122') ? [createBitcoinAdapter()] : []),
  ],
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={foyer} preset={preset.name} />
  </StrictMode>,
)
