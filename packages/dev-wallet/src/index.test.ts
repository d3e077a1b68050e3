import { describe, expect, it } from 'vitest'

describe('@foyer/dev-wallet entry', () => {
  it('imports in a runtime with no window or document (SSR), touching neither', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const entry = await import('./index.js')
    expect(Object.keys(entry).sort()).toEqual(
      [
        'DEV_MNEMONIC',
        'DEV_WALLET_ICON',
        'DEV_WALLET_NAME',
        'DEV_WALLET_RDNS',
        'DEV_WALLET_STORAGE_KEY',
        'DEV_WALLET_STANDARD_ICON',
        'DEV_SOLANA_WALLET_STORAGE_KEY',
        'DEFAULT_SOLANA_CHAINS',
        'DevWalletStandardError',
        'createDevSolanaWallet',
        'createSignInMessageText',
        'deriveEd25519Seed',
        'devSolanaSecret',
        'formatSol',
        'FOYER_SOLANA_DEVNET_CHAIN',
        'registerStandardWallet',
        'summarizeSolanaTransaction',
        'ProviderRpcError',
        'RpcErrorCode',
        'chainLabel',
        'createDevWalletProvider',
        'describeRequest',
        'devAccount',
        'installDevWallet',
        'mountApprovalPanel',
        'BITCOIN_NETWORKS',
        'BITCOIN_WALLET_CHAINS',
        'BitcoinConnect',
        'BitcoinSignMessage',
        'BitcoinSignTransaction',
        'DEV_BITCOIN_WALLET_STORAGE_KEY',
        'bip322MessageHash',
        'createDevBitcoinWallet',
        'devBitcoinKeys',
        'formatBtc',
        'signBip322Simple',
        'verifyBip322Simple',
      ].sort(),
    )
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  })
})
