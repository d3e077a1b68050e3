// A sats-connect provider seen as a Wallet Standard Bitcoin wallet, so the adapter connects, signs and follows it the
// same way: bitcoin:connect → wallet_connect, bitcoin:signTransaction → signPsbt, bitcoin:signMessage → signMessage
// (BIP-322), standard:disconnect → wallet_disconnect, standard:events from the provider's account and network events.
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { base64ToBytes, bytesToBase64 } from '../bip322/base64.js'
import { BITCOIN_REFERENCES, type BitcoinNetworkKind } from '../networks.js'
import type { BitcoinAddressPurpose } from '../walletFeatures.js'
import { satsRequest, SatsConnectError, type SatsConnectAddress, type SatsConnectProvider } from './protocol.js'

const CHAINS = Object.keys(BITCOIN_REFERENCES).map((kind) => `bitcoin:${kind}` as IdentifierString)
const FEATURES = ['bitcoin:connect', 'bitcoin:signTransaction', 'bitcoin:signMessage'] as const
/** A neutral icon for a wallet that announces none (the Wallet Standard requires one). */
const BLANK_ICON: WalletIcon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16))

/** wallet_getNetwork's names ('Mainnet', 'Testnet4', 'Signet', …) as the Wallet Standard chain. */
function chainOf(name: string | undefined): IdentifierString {
  const kind = (name ?? 'mainnet').toLowerCase()
  return (kind in BITCOIN_REFERENCES ? `bitcoin:${kind as BitcoinNetworkKind}` : 'bitcoin:mainnet') as IdentifierString
}

export function createSatsConnectWallet(info: { name: string; icon?: string }, provider: SatsConnectProvider): Wallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const toAccounts = (addresses: readonly SatsConnectAddress[], chain: IdentifierString) =>
    addresses
      .filter((a) => a.purpose === 'payment' || a.purpose === 'ordinals')
      .map(
        (a): WalletAccount => ({
          address: a.address,
          publicKey: hexToBytes(a.publicKey ?? ''),
          chains: [chain],
          features: [...FEATURES],
        }),
      )

  async function network(): Promise<IdentifierString> {
    try {
      return chainOf((await satsRequest<{ bitcoin?: { name?: string } }>(provider, 'wallet_getNetwork')).bitcoin?.name)
    } catch {
      return 'bitcoin:mainnet' // wallets before wallet_getNetwork were mainnet-only
    }
  }

  function emit(next: WalletAccount[]) {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }

  async function refreshAccounts() {
    try {
      const addresses = await satsRequest<SatsConnectAddress[]>(provider, 'getAddresses', {
        purposes: ['payment', 'ordinals'],
      }).catch(() => satsRequest<SatsConnectAddress[]>(provider, 'getAccounts', { purposes: ['payment', 'ordinals'] }))
      emit(toAccounts(Array.isArray(addresses) ? addresses : [], await network()))
    } catch {
      emit([])
    }
  }

  const offs: (() => void)[] = []
  function watchProvider() {
    if (offs.length > 0 || !provider.addListener) return
    offs.push(provider.addListener('accountChange', () => void refreshAccounts()))
    offs.push(provider.addListener('networkChange', () => void refreshAccounts()))
    offs.push(provider.addListener('disconnect', () => emit([])))
  }

  const accountFor = (address: string) => {
    const account = accounts.find((a) => a.address === address)
    if (!account) throw new SatsConnectError(-32602, `${address} is not connected`)
    return account
  }

  return {
    version: '1.0.0',
    name: info.name,
    icon: (info.icon?.startsWith('data:') ? info.icon : BLANK_ICON) as WalletIcon,
    chains: CHAINS,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: BitcoinAddressPurpose[] }) {
          const result = await satsRequest<{ addresses?: SatsConnectAddress[] }>(provider, 'wallet_connect', {
            addresses: purposes,
          })
          const byPurpose = (result.addresses ?? []).sort(
            (a, b) =>
              purposes.indexOf(a.purpose as BitcoinAddressPurpose) -
              purposes.indexOf(b.purpose as BitcoinAddressPurpose),
          )
          accounts = toAccounts(byPurpose, await network())
          watchProvider()
          return { accounts }
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(input: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          broadcast?: boolean
        }) {
          const signInputs = Object.fromEntries(input.inputsToSign.map((i) => [i.account.address, i.signingIndexes]))
          const result = await satsRequest<{ psbt: string; txid?: string }>(provider, 'signPsbt', {
            psbt: bytesToBase64(input.psbt),
            signInputs,
            broadcast: input.broadcast ?? false,
          })
          const signedPsbt = base64ToBytes(result.psbt)
          if (!signedPsbt) throw new SatsConnectError(-32603, 'The wallet answered a PSBT that is not base64')
          return { signedPsbt, ...(result.txid ? { txId: result.txid } : {}) }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const result = await satsRequest<{ signature: string }>(provider, 'signMessage', {
                address: accountFor(account.address).address,
                message: new TextDecoder().decode(message),
                protocol: 'BIP322',
              })
              const signature = base64ToBytes(result.signature)
              if (!signature) throw new SatsConnectError(-32603, 'The wallet answered a signature that is not base64')
              return { signedMessage: message, signature }
            }),
          )
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          accounts = []
          await satsRequest(provider, 'wallet_disconnect').catch(() => undefined)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: 'change', listener: StandardEventsListeners['change']) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
}
