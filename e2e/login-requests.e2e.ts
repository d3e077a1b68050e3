// The embedded wallet's approval-class requests and its key export as a person and a dapp meet them in ?preset=login,
// in real Chromium, on the devnet's anvil, bundler (alto) and Solana chain (litesvm): after an email login, a dapp asks
// over the EIP-6963 provider or the Wallet Standard wallet, the wallet frame's approval screen shows what is asked, and
// what comes back is checked against the chain or the signer — eth_signTypedData_v4 (the typed data's fields on the
// screen, the signature verifying for the owner EOA the screen names; Reject → 4001), solana:signMessage,
// solana:signTransaction and solana:signAndSendTransaction (a real SOL transfer), wallet_sendCalls from the smart account
// (two transfers in one batch, followed with wallet_getCallsStatus to EIP-5792's 200) — and Account settings' Export
// private key: a fresh email code, then the keys shown inside the frame only, never in the host page's reach.
import { ed25519 } from '@noble/curves/ed25519'
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  address as solanaAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Locator, Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  toHex,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, inject, it } from 'vitest'
import { pageErrors } from './browser.js'
import { modal } from './support/demo.js'
import {
  FRAME,
  codeFromMailbox,
  embeddedSolanaAddress,
  logInByEmail,
  requestEmbedded,
  smartAccountOf,
  useLoginBrowser,
} from './support/login.js'
import { lamportsOf } from './support/solana.js'

/** Anvil's dev account #0 (its well-known test key), which funds the smart account. */
const DEV_ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
/** The devnet's EntryPoint v0.8: a user operation's bundle transaction is sent to it. */
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

const chain = () => ({ ...foundry, rpcUrls: { default: { http: [inject('rpcUrl')] } } })
const chainClient = () => createPublicClient({ chain: chain(), transport: http(inject('rpcUrl')) })

/** The value the frame's approval screen shows for `label` (its rows are a <dl>: a <dt> label, a <dd> value). */
async function fieldOf(dialog: Locator, label: string): Promise<string> {
  const dt = dialog.locator('dt').filter({ hasText: new RegExp(`^${label}$`) })
  return (await dt.locator('xpath=following-sibling::dd[1]').textContent())!.trim()
}

/** The smart account's address as the page shows it once logged in (the connected EVM address). */
async function connectedAddress(page: Page): Promise<Address> {
  return (await page.getByTestId('address').textContent())!.trim() as Address
}

type SolanaFeature = 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

/**
 * Asks the embedded wallet's Wallet Standard wallet as a Solana dapp would: `solana:<feature>` with the bytes (a
 * message or a wire transaction) for its connected account. The answer's bytes (signature, or the signed transaction)
 * or the wallet's error. Bytes cross into and out of the page as number arrays.
 */
function askSolanaWallet(
  page: Page,
  feature: SolanaFeature,
  bytes: Uint8Array,
): Promise<{ bytes?: Uint8Array; code?: number; message?: string }> {
  return page
    .evaluate(
      async ({ feature, bytes }) => {
        type Out = { signature?: Uint8Array; signedTransaction?: Uint8Array }
        type Feature = Record<string, (...inputs: unknown[]) => Promise<Out[]>>
        const wallets: {
          name: string
          chains: string[]
          features: Record<string, Feature & { connect?: () => Promise<{ accounts: unknown[] }> }>
        }[] = []
        window.dispatchEvent(
          new CustomEvent('wallet-standard:app-ready', {
            detail: { register: (w: (typeof wallets)[number]) => wallets.push(w) },
          }),
        )
        const wallet = wallets.find((w) => w.name === 'Foyer Embedded Wallet')
        if (!wallet) return { message: 'no Foyer Embedded Wallet registered' }
        const { accounts } = await wallet.features['standard:connect']!.connect!()
        const data = Uint8Array.from(bytes)
        const input =
          feature === 'signMessage'
            ? { account: accounts[0], message: data }
            : { account: accounts[0], transaction: data, chain: wallet.chains[0] }
        try {
          const [out] = await wallet.features[`solana:${feature}`]![feature]!(input)
          return { bytes: Array.from(out!.signature ?? out!.signedTransaction ?? []) }
        } catch (error) {
          const e = error as { code?: number; message?: string }
          return { code: e.code, message: e.message }
        }
      },
      { feature, bytes: Array.from(bytes) },
    )
    .then(({ bytes, ...rest }) => ({ ...rest, ...(bytes ? { bytes: Uint8Array.from(bytes) } : {}) }))
}

/** A SOL transfer from the embedded wallet's address, compiled for the devnet's latest blockhash, unsigned. */
async function solTransfer(from: string, to: string, lamports: bigint) {
  const payer = solanaAddress(from)
  const { value: lifetime } = await createSolanaRpc(inject('solanaRpcUrl'))
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send()
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(payer),
            destination: solanaAddress(to),
            amount: lamports,
          }),
          m,
        ),
    ),
  )
}

const base58Bytes = (text: string) => new Uint8Array(getBase58Encoder().encode(text))

/** Typed data as a dapp sends it (JSON: numbers, not bigints), and the same for viem's verifier. */
const TYPED = {
  domain: {
    name: 'Foyer Laboratory',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Order: [
      { name: 'item', type: 'string' },
      { name: 'quantity', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
  },
  primaryType: 'Order',
  message: {
    item: 'Erlenmeyer flasks',
    quantity: 3,
    recipient: '0x70997970C51812dC3A010c7D01b50e20d4DC79c8',
  },
} as const

describe('login preset: what a dapp asks of the embedded wallet', () => {
  const { open } = useLoginBrowser()

  it('eth_signTypedData_v4: the frame shows the fields, the signature verifies for the owner EOA; Reject → 4001', async () => {
    const page = await open()
    const { frame } = await logInByEmail(page, `tess-${Date.now()}@example.com`)
    const smart = await connectedAddress(page)
    // A first login asks the server for the auth share before the wallet exists: answered null, not with a 404 that
    // the frame's console showed as an error at every first login.
    expect(pageErrors(page).filter((e) => /\b404\b/.test(e))).toEqual([])

    const signed = requestEmbedded(page, 'eth_signTypedData_v4', [smart, JSON.stringify(TYPED)])
    const approval = frame.getByRole('dialog', { name: 'Sign typed data' })
    await approval.waitFor({ timeout: 30_000 })
    // What a person reads before approving: who asks, the domain, the type and each field of the message.
    expect(await approval.innerText()).toContain('Requested by http://127.0.0.1:5173')
    expect(await fieldOf(approval, 'Domain')).toBe('Foyer Laboratory · 1 · 0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC')
    expect(await fieldOf(approval, 'Type')).toBe('Order')
    expect(await fieldOf(approval, 'item')).toBe('Erlenmeyer flasks')
    expect(await fieldOf(approval, 'quantity')).toBe('3')
    expect(await fieldOf(approval, 'recipient')).toBe(TYPED.message.recipient)
    // The signer named is the owner EOA (SimpleAccount has no ERC-1271, so the wallet signs with its owner): the key
    // whose smart account is the connected address.
    const signer = (await fieldOf(approval, 'Account')) as Address
    expect(signer).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(signer).not.toBe(smart)
    expect(await smartAccountOf(signer)).toBe(smart)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const { result: signature, message } = await signed
    expect(message).toBeUndefined()
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    // The same data as viem types it: uint256 values as bigints.
    const typed = {
      ...TYPED,
      domain: { ...TYPED.domain, chainId: 31337n },
      message: { ...TYPED.message, quantity: 3n },
    }
    expect(await verifyTypedData({ ...typed, address: signer, signature: signature as Hex })).toBe(true)
    // Another signer, or other data, does not verify: the check above is not vacuous.
    expect(await verifyTypedData({ ...typed, address: smart, signature: signature as Hex })).toBe(false)
    const other = { ...typed, message: { ...typed.message, quantity: 4n } }
    expect(await verifyTypedData({ ...other, address: signer, signature: signature as Hex })).toBe(false)
    // The screen closed with the answer: the approval is gone from the frame.
    await approval.waitFor({ state: 'detached', timeout: 10_000 })

    // Reject: the dapp gets EIP-1193's user-rejected error.
    const rejected = requestEmbedded(page, 'eth_signTypedData_v4', [smart, JSON.stringify(TYPED)])
    await approval.waitFor({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toEqual({ code: 4001, message: 'User rejected the request.' })
    await approval.waitFor({ state: 'detached', timeout: 10_000 })
  }, 300_000)

  it('Solana: signMessage, signTransaction and signAndSendTransaction of a real transfer through the Wallet Standard wallet', async () => {
    const page = await open()
    const { frame } = await logInByEmail(page, `sol-${Date.now()}@example.com`)
    const owner = await embeddedSolanaAddress(page)
    expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

    // solana:signMessage: the frame shows the text; the signature is the account's ed25519 signature of those bytes.
    const text = 'Hello from the Foyer laboratory, on Solana'
    const message = new TextEncoder().encode(text)
    const signing = askSolanaWallet(page, 'signMessage', message)
    const messageApproval = frame.getByRole('dialog', { name: 'Sign Solana message' })
    await messageApproval.waitFor({ timeout: 30_000 })
    expect(await fieldOf(messageApproval, 'Message')).toBe(text)
    expect(await fieldOf(messageApproval, 'Account')).toBe(owner)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signedMessage = await signing
    expect(signedMessage.message).toBeUndefined()
    expect(signedMessage.bytes).toHaveLength(64)
    expect(ed25519.verify(signedMessage.bytes!, message, base58Bytes(owner))).toBe(true)
    expect(ed25519.verify(signedMessage.bytes!, new TextEncoder().encode('another text'), base58Bytes(owner))).toBe(
      false,
    )

    // Reject on Solana: the Wallet Standard wallet throws with EIP-1193's code, as the Solana adapter reads it.
    const refused = askSolanaWallet(page, 'signMessage', new TextEncoder().encode('Reject me on Solana'))
    await messageApproval.waitFor({ timeout: 30_000 })
    expect(await fieldOf(messageApproval, 'Message')).toBe('Reject me on Solana')
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await refused).toEqual({ code: 4001, message: 'User rejected the request.' })

    // The devnet's faucet funds the new wallet (requestAirdrop is an ordinary transfer there).
    const airdrop = 2_000_000_000n
    await createSolanaRpc(inject('solanaRpcUrl')).requestAirdrop(solanaAddress(owner), lamports(airdrop)).send()
    await expect.poll(() => lamportsOf(owner), { timeout: 30_000 }).toBe(airdrop)
    const recipient = (await generateKeyPairSigner()).address

    // solana:signTransaction: the screen names the fee payer and the System Program; the wallet hands back the same
    // message signed by the account, unsent.
    const unsent = await solTransfer(owner, recipient, 100_000_000n)
    const signingTx = askSolanaWallet(page, 'signTransaction', new Uint8Array(getTransactionEncoder().encode(unsent)))
    const txApproval = frame.getByRole('dialog', { name: 'Sign Solana transaction' })
    await txApproval.waitFor({ timeout: 30_000 })
    expect(await fieldOf(txApproval, 'Fee payer')).toBe(owner)
    expect(await fieldOf(txApproval, 'Instructions')).toBe('1')
    expect(await fieldOf(txApproval, 'Programs')).toBe('11111111111111111111111111111111')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signedTx = await signingTx
    expect(signedTx.message).toBeUndefined()
    const returned = getTransactionDecoder().decode(signedTx.bytes!)
    expect(new Uint8Array(returned.messageBytes)).toEqual(new Uint8Array(unsent.messageBytes))
    const txSignature = returned.signatures[solanaAddress(owner)]
    expect(txSignature).toBeTruthy()
    expect(ed25519.verify(txSignature!, new Uint8Array(unsent.messageBytes), base58Bytes(owner))).toBe(true)
    // Signed, not sent: nothing moved.
    expect(await lamportsOf(recipient)).toBe(0n)
    expect(await lamportsOf(owner)).toBe(airdrop)

    // solana:signAndSendTransaction: approved, sent to the devnet, the recipient holds the amount.
    const amount = 500_000_000n
    const transfer = await solTransfer(owner, recipient, amount)
    const sending = askSolanaWallet(
      page,
      'signAndSendTransaction',
      new Uint8Array(getTransactionEncoder().encode(transfer)),
    )
    const sendApproval = frame.getByRole('dialog', { name: 'Sign and send Solana transaction' })
    await sendApproval.waitFor({ timeout: 30_000 })
    expect(await fieldOf(sendApproval, 'Fee payer')).toBe(owner)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const sent = await sending
    expect(sent.message).toBeUndefined()
    expect(sent.bytes).toHaveLength(64)
    expect(ed25519.verify(sent.bytes!, new Uint8Array(transfer.messageBytes), base58Bytes(owner))).toBe(true)
    await expect.poll(() => lamportsOf(recipient), { timeout: 30_000 }).toBe(amount)
    // The sender paid the amount and a fee.
    expect(airdrop - (await lamportsOf(owner))).toBeGreaterThan(amount)
  }, 300_000)

  it('wallet_sendCalls: two transfers from the smart account in one batch, followed to status 200', async () => {
    const page = await open()
    const { frame } = await logInByEmail(page, `batch-${Date.now()}@example.com`)
    const smart = await connectedAddress(page)
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The account pays its own gas (no paymaster): dev account #0 funds its counterfactual address.
    const funder = createWalletClient({ account: DEV_ACCOUNT_0, chain: chain(), transport: http(inject('rpcUrl')) })
    await chainClient().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
    })
    // EIP-5792: the wallet says it sends batches atomically on this chain.
    const { result: chainId } = await requestEmbedded(page, 'eth_chainId', [])
    expect(chainId).toBe('0x7a69')
    expect(await requestEmbedded(page, 'wallet_getCapabilities', [smart, [chainId]])).toMatchObject({
      result: { '0x7a69': { atomic: { status: 'supported' } } },
    })

    const [first, second] = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
    const calls = [
      { to: first!, value: toHex(parseEther('0.01')) },
      { to: second!, value: toHex(parseEther('0.02')) },
    ]
    const sending = requestEmbedded(page, 'wallet_sendCalls', [
      { version: '2.0.0', chainId, from: smart, atomicRequired: true, calls },
    ])
    const approval = frame.getByRole('dialog', { name: 'Send 2 calls together' })
    await approval.waitFor({ timeout: 30_000 })
    // Both calls listed, with recipient and value; the account sending them is the smart account.
    expect(await fieldOf(approval, 'Account')).toBe(smart)
    expect(await fieldOf(approval, 'Call 1')).toBe(`To: ${first}\nValue: 0.01 ETH`)
    expect(await fieldOf(approval, 'Call 2')).toBe(`To: ${second}\nValue: 0.02 ETH`)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const { result, message } = await sending
    expect(message).toBeUndefined()
    const id = (result as { id: Hex }).id
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    // Followed as a dapp follows it: pending (100) until the bundler's user operation is mined, then 200.
    let status: { status?: number; atomic?: boolean; receipts?: { status: string; transactionHash: Hex }[] } = {}
    await expect
      .poll(
        async () => {
          const answer = await requestEmbedded(page, 'wallet_getCallsStatus', [id])
          expect(answer.message).toBeUndefined()
          status = answer.result as typeof status
          return status.status
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(200)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts![0]!.status).toBe('0x1')
    // On chain: one bundle transaction to the EntryPoint, both recipients paid.
    const receipt = await chainClient().getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT.toLowerCase())
    expect(await chainClient().getBalance({ address: first! })).toBe(parseEther('0.01'))
    expect(await chainClient().getBalance({ address: second! })).toBe(parseEther('0.02'))
  }, 300_000)

  it('Export private key: a fresh email code, the keys shown in the frame only; Cancel shows nothing', async () => {
    const page = await open()
    const email = `kit-${Date.now()}@example.com`
    const { frame } = await logInByEmail(page, email)
    const smart = await connectedAddress(page)
    const solana = await embeddedSolanaAddress(page)
    const dialog = modal(page)
    const exportDialog = frame.getByRole('dialog', { name: 'Export private key' })
    const exportButton = dialog.getByRole('button', { name: 'Export private key' })

    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog.getByRole('button', { name: 'Account settings' }).click()
    await expect
      .poll(() => dialog.innerText(), { timeout: 30_000 })
      .toContain('Your key is shown inside the wallet panel only, never to this website.')

    // Cancel: the code screen closes, nothing is shown and Account settings is back without an error.
    await exportButton.click()
    await exportDialog.waitFor({ timeout: 30_000 })
    expect(await exportDialog.innerText()).toContain(`We sent a code to ${email}. Enter it to show your keys.`)
    await exportDialog.getByRole('button', { name: 'Cancel' }).click()
    await exportButton.waitFor({ timeout: 30_000 })
    expect(await dialog.getByRole('alert').count()).toBe(0)
    expect(await frame.locator('dl.secret').count()).toBe(0)

    // Export: re-authentication by a new code from the mailbox, typed in the frame.
    const since = new Date(Date.now() - 1000).toISOString()
    await exportButton.click()
    await exportDialog.waitFor({ timeout: 30_000 })
    // A wrong code is refused in the frame, which asks again.
    const code = await codeFromMailbox(email, since)
    const wrong = code === '000000' ? '111111' : '000000'
    await exportDialog.getByRole('textbox', { name: 'Code' }).fill(wrong)
    await exportDialog.getByRole('button', { name: 'Show keys' }).click()
    await exportDialog.getByRole('alert').waitFor({ timeout: 30_000 })
    expect(await frame.locator('dl.secret').count()).toBe(0)
    await exportDialog.getByRole('textbox', { name: 'Code' }).fill(code)
    await exportDialog.getByRole('button', { name: 'Show keys' }).click()
    const secrets = exportDialog.locator('dl.secret')
    await secrets.waitFor({ timeout: 30_000 })
    expect(await exportDialog.getByRole('alert').textContent()).toBe(
      'Anyone with these keys controls your wallet. Never share them.',
    )

    // The keys are on screen (the frame is shown over Account settings) and they are this wallet's.
    expect(await page.locator(FRAME).isVisible()).toBe(true)
    expect(await secrets.isVisible()).toBe(true)
    const evmKey = (await fieldOf(exportDialog, 'EVM private key')) as Hex
    const mnemonic = await fieldOf(exportDialog, 'Recovery phrase')
    const solanaKey = await fieldOf(exportDialog, 'Solana private key')
    expect(evmKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(mnemonic.split(' ')).toHaveLength(24)
    const eoa = privateKeyToAccount(evmKey).address
    expect(await smartAccountOf(eoa)).toBe(smart)
    // Solana's 64-byte secret key: the private half gives the wallet's public key, the second half is that key.
    const solanaSecret = base58Bytes(solanaKey)
    expect(solanaSecret).toHaveLength(64)
    expect(ed25519.getPublicKey(solanaSecret.slice(0, 32))).toEqual(base58Bytes(solana))
    expect(solanaSecret.slice(32)).toEqual(base58Bytes(solana))

    // The host page cannot see them: the frame's document is closed to it, and nothing it holds (its DOM with every
    // shadow root — the modal's — attribute values and field values, its storage) contains any of them.
    const host = await page.evaluate((frameSelector) => {
      const iframe = document.querySelector<HTMLIFrameElement>(frameSelector)!
      let frameDocument = ''
      try {
        frameDocument = iframe.contentDocument === null ? 'null' : 'readable'
        frameDocument += iframe.contentWindow!.document ? ', window readable' : ''
      } catch (error) {
        frameDocument += `, ${(error as Error).name}`
      }
      const texts: string[] = []
      const walk = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          texts.push(element.textContent ?? '')
          for (const attribute of element.attributes) texts.push(attribute.value)
          if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) texts.push(element.value)
          if (element.shadowRoot) walk(element.shadowRoot)
        }
      }
      walk(document)
      for (const storage of [localStorage, sessionStorage])
        for (let i = 0; i < storage.length; i++) texts.push(storage.getItem(storage.key(i)!) ?? '')
      return { frameDocument, text: texts.join('\n') }
    }, FRAME)
    expect(host.frameDocument).toBe('null, SecurityError')
    // The walk did read the modal's shadow root: Account settings' panel for the frame is there.
    expect(host.text).toContain('Private key export panel of your wallet')
    for (const secret of [evmKey, evmKey.slice(2), mnemonic, solanaKey]) expect(host.text).not.toContain(secret)

    // Done: the keys leave the screen and Account settings is back.
    await exportDialog.getByRole('button', { name: 'Done' }).click()
    await exportButton.waitFor({ timeout: 30_000 })
    expect(await frame.locator('dl.secret').count()).toBe(0)
    expect(await dialog.getByRole('alert').count()).toBe(0)
  }, 300_000)
})
