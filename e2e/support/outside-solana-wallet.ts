// A Solana wallet written here, not by Foyer's dev wallet: a page script that registers the way an extension does
// (the Wallet Standard's window events, no package imported), holds its own Ed25519 key in WebCrypto and signs in the
// page. Like a browser wallet it keeps its key and whether the site is connected in localStorage across reloads, and
// it names its cluster `solana:localnet` as real wallets do rather than the devnet's genesis id. It approves every
// request at once (no prompt), and offers no solana:signIn, so sign-in must go through solana:signMessage. The specs
// use it to check that nothing in the modal leans on the dev wallet's own behaviour.
import type { Page } from 'playwright-core'

export const OUTSIDE_SOLANA_WALLET = 'Outside Solana Wallet'

interface OutsideSolanaWalletConfig {
  name: string
  /** The JSON-RPC URL the wallet sends transactions to. */
  rpcUrl: string
}

/** What the page script exposes on `window`, for the helpers below. */
interface OutsideSolanaWalletHandle {
  /** The account's address (base58), once the key is loaded or made. */
  ready: Promise<string>
  /** The features the app called, in order; a silent standard:connect is recorded as 'standard:connect (silent)'. */
  calls: string[]
  /** As its user: the next call of `feature` (a prompt: not a silent connect) throws `{ message, code }` instead. */
  refuseNext(feature: string, refusal: { message: string; code?: number }): void
}

// Runs in the page (before the app's scripts), so it is self-contained.
function outsideSolanaWallet({ name, rpcUrl }: OutsideSolanaWalletConfig): void {
  const refusals = new Map<string, { message: string; code?: number }>()
  // The person says no to this prompt, if they were set to (once).
  const promptOrRefuse = (feature: string) => {
    const refusal = refusals.get(feature)
    if (!refusal) return
    refusals.delete(feature)
    throw Object.assign(new Error(refusal.message), refusal.code === undefined ? {} : { code: refusal.code })
  }
  const store = window.localStorage
  const KEY = 'outside-solana-wallet.key'
  const CONNECTED = 'outside-solana-wallet.connected'
  const CHAIN = 'solana:localnet'
  const calls: string[] = []

  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const base58Encode = (bytes: Uint8Array): string => {
    const digits: number[] = []
    for (const byte of bytes) {
      let carry = byte
      for (let i = 0; i < digits.length; i++) {
        carry += digits[i]! << 8
        digits[i] = carry % 58
        carry = (carry / 58) | 0
      }
      for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
    }
    let zeros = ''
    for (let i = 0; i < bytes.length && bytes[i] === 0; i++) zeros += '1'
    return (
      zeros +
      digits
        .reverse()
        .map((d) => ALPHABET[d])
        .join('')
    )
  }
  const base58Decode = (text: string): Uint8Array => {
    const bytes: number[] = []
    for (const char of text) {
      let carry = ALPHABET.indexOf(char)
      if (carry < 0) throw new Error(`not base58: ${text}`)
      for (let i = 0; i < bytes.length; i++) {
        carry += bytes[i]! * 58
        bytes[i] = carry & 0xff
        carry >>= 8
      }
      for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
    }
    for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0)
    return Uint8Array.from(bytes.reverse())
  }
  const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

  /** Solana's compact-u16 (shortvec): 7 bits a byte, low first, at most 3 bytes. */
  const readCompactU16 = (bytes: Uint8Array, offset: number): [value: number, next: number] => {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = bytes[offset + i]
      if (byte === undefined) throw new Error('truncated transaction')
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return [value, offset + i + 1]
    }
    throw new Error('bad compact-u16 in transaction')
  }

  const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string; code: number } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }

  // The key outlives reloads, as a wallet's does: made once, then read back from storage.
  const loadKey = async (): Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> => {
    const saved = store.getItem(KEY)
    if (saved) {
      const { pkcs8, publicKey } = JSON.parse(saved) as { pkcs8: string; publicKey: string }
      const privateKey = await crypto.subtle.importKey('pkcs8', fromBase64(pkcs8), { name: 'Ed25519' }, false, ['sign'])
      return { privateKey, publicKey: fromBase64(publicKey) }
    }
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
    store.setItem(KEY, JSON.stringify({ pkcs8: toBase64(pkcs8), publicKey: toBase64(publicKey) }))
    return { privateKey: pair.privateKey, publicKey }
  }

  const ready = loadKey().then(({ privateKey, publicKey }) => {
    const address = base58Encode(publicKey)
    // Copied into a plain ArrayBuffer: WebCrypto's types take no view whose buffer may be a SharedArrayBuffer.
    const sign = async (bytes: Uint8Array) =>
      new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, Uint8Array.from(bytes)))
    const account = Object.freeze({
      address,
      publicKey,
      chains: Object.freeze([CHAIN]),
      features: Object.freeze(['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage']),
    })
    let connected = store.getItem(CONNECTED) === '1'
    const listeners = new Set<(properties: { accounts?: readonly (typeof account)[] }) => void>()
    const accounts = () => (connected ? [account] : [])
    const changed = () =>
      // Later, as a wallet's events come: never inside the request that caused them.
      setTimeout(() => [...listeners].forEach((listener) => listener({ accounts: accounts() })))

    const requireAccount = (input: { account: { address: string } }) => {
      if (!connected) throw new Error('Outside Solana Wallet: the site is not connected')
      if (input.account.address !== address)
        throw new Error(`Outside Solana Wallet: no account ${input.account.address}`)
    }
    const requireChain = (chain: string | undefined) => {
      if (chain !== undefined && chain !== CHAIN) throw new Error(`Outside Solana Wallet: unsupported chain ${chain}`)
    }

    /**
     * Signs a wire transaction (legacy or v0): after the signature slots comes the message, whose header says how many
     * signers there are and whose first account keys are those signers; this key's signature goes in its own slot.
     */
    const signTransaction = async (wire: Uint8Array): Promise<Uint8Array> => {
      const [slots, slotsAt] = readCompactU16(wire, 0)
      const messageAt = slotsAt + 64 * slots
      const message = wire.subarray(messageAt)
      const header = (message[0]! & 0x80) !== 0 ? 1 : 0
      const required = message[header]!
      const [keyCount, keysAt] = readCompactU16(message, header + 3)
      let index = -1
      for (let i = 0; i < Math.min(required, keyCount); i++) {
        const key = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1))
        if (key.every((byte, j) => byte === publicKey[j])) index = i
      }
      if (index < 0 || index >= slots)
        throw new Error('Outside Solana Wallet: this account does not sign the transaction')
      const signed = Uint8Array.from(wire)
      signed.set(await sign(message), slotsAt + 64 * index)
      return signed
    }

    const RANK = { processed: 0, confirmed: 1, finalized: 2 }
    type Commitment = keyof typeof RANK
    /** Waits until the chain holds `signature` at `commitment`, as the app asked with options.commitment. */
    const confirm = async (signature: string, commitment: Commitment) => {
      for (let tries = 0; tries < 120; tries++) {
        const { value } = (await rpc('getSignatureStatuses', [[signature]])) as {
          value: ({ err: unknown; confirmationStatus: Commitment | null } | null)[]
        }
        const status = value[0]
        if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
        if (status?.confirmationStatus && RANK[status.confirmationStatus] >= RANK[commitment]) return
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      throw new Error(`Transaction ${signature} was not ${commitment} in time`)
    }

    type TransactionInput = {
      account: { address: string }
      chain?: string
      transaction: Uint8Array
      options?: { preflightCommitment?: Commitment; commitment?: Commitment; skipPreflight?: boolean }
    }
    const wallet = {
      version: '1.0.0' as const,
      name,
      icon: `data:image/svg+xml;base64,${btoa(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="teal"/></svg>',
      )}`,
      chains: [CHAIN],
      get accounts() {
        return accounts()
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          async connect(input?: { silent?: boolean }) {
            calls.push(input?.silent ? 'standard:connect (silent)' : 'standard:connect')
            if (!input?.silent) promptOrRefuse('standard:connect')
            // Silent: only what the person allowed before (a reload), never a new connection.
            if (!connected && !input?.silent) {
              connected = true
              store.setItem(CONNECTED, '1')
              changed()
            }
            return { accounts: accounts() }
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          async disconnect() {
            calls.push('standard:disconnect')
            if (!connected) return
            connected = false
            store.removeItem(CONNECTED)
            changed()
          },
        },
        'standard:events': {
          version: '1.0.0',
          on(event: string, listener: (properties: { accounts?: readonly (typeof account)[] }) => void) {
            if (event !== 'change') return () => {}
            listeners.add(listener)
            return () => void listeners.delete(listener)
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          async signTransaction(...inputs: TransactionInput[]) {
            calls.push('solana:signTransaction')
            promptOrRefuse('solana:signTransaction')
            const outputs = []
            for (const input of inputs) {
              requireAccount(input)
              requireChain(input.chain)
              outputs.push({ signedTransaction: await signTransaction(input.transaction) })
            }
            return outputs
          },
        },
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          async signAndSendTransaction(...inputs: TransactionInput[]) {
            calls.push('solana:signAndSendTransaction')
            promptOrRefuse('solana:signAndSendTransaction')
            const outputs = []
            for (const input of inputs) {
              requireAccount(input)
              if (input.chain !== CHAIN) throw new Error(`Outside Solana Wallet: unsupported chain ${input.chain}`)
              const signed = await signTransaction(input.transaction)
              const { preflightCommitment, skipPreflight, commitment } = input.options ?? {}
              const signature = (await rpc('sendTransaction', [
                toBase64(signed),
                {
                  encoding: 'base64',
                  ...(preflightCommitment ? { preflightCommitment } : {}),
                  ...(skipPreflight !== undefined ? { skipPreflight } : {}),
                },
              ])) as string
              if (commitment) await confirm(signature, commitment)
              outputs.push({ signature: base58Decode(signature) })
            }
            return outputs
          },
        },
        'solana:signMessage': {
          version: '1.0.0',
          async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
            calls.push('solana:signMessage')
            promptOrRefuse('solana:signMessage')
            const outputs = []
            for (const input of inputs) {
              requireAccount(input)
              const message = Uint8Array.from(input.message)
              outputs.push({ signedMessage: message, signature: await sign(message), signatureType: 'ed25519' })
            }
            return outputs
          },
        },
      },
    }

    // What @wallet-standard/wallet's registerWallet does: announce to an app already listening, and answer the app's
    // own call when it loads later. The event's `detail` is the callback the app calls with its register function.
    type AppApi = { register(wallet: unknown): unknown }
    const callback = ({ register }: AppApi) => register(wallet)
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: callback,
        bubbles: false,
        cancelable: false,
        composed: false,
      }),
    )
    window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<AppApi>).detail))
    return address
  })

  const handle: OutsideSolanaWalletHandle = {
    ready,
    calls,
    refuseNext: (feature, refusal) => void refusals.set(feature, refusal),
  }
  ;(window as unknown as { outsideSolanaWallet: OutsideSolanaWalletHandle }).outsideSolanaWallet = handle
}

/** Installs the Outside Solana Wallet in every page of `page`'s context from now on (reloads included). */
export async function installOutsideSolanaWallet(page: Page, { rpcUrl }: { rpcUrl: string }): Promise<void> {
  await page.context().addInitScript(outsideSolanaWallet, { name: OUTSIDE_SOLANA_WALLET, rpcUrl })
}

/** The wallet's account address (base58): its own key, made on the first load and kept across reloads. */
export function outsideSolanaWalletAddress(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { outsideSolanaWallet: OutsideSolanaWalletHandle }).outsideSolanaWallet.ready,
  )
}

/** The Wallet Standard features the app called, in order, since the page loaded. */
export function outsideSolanaWalletCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { outsideSolanaWallet: OutsideSolanaWalletHandle }).outsideSolanaWallet.calls,
  )
}

/** In the wallet, as its user: the next prompt of `feature` is refused with `refusal` (its message and code). */
export async function refuseNextInOutsideSolanaWallet(
  page: Page,
  feature: string,
  refusal: { message: string; code?: number },
): Promise<void> {
  await page.evaluate(
    ([f, r]) =>
      (window as unknown as { outsideSolanaWallet: OutsideSolanaWalletHandle }).outsideSolanaWallet.refuseNext(f, r),
    [feature, refusal] as const,
  )
}
