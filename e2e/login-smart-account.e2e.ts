// The embedded wallet's smart account as a person meets it in ?preset=login, in real Chromium, on the devnet's anvil
// (EntryPoint v0.8 and SimpleAccountFactory installed) and its real bundler (alto on 8798): after an email login the
// connected EVM address is the smart account (the spec's default for eip155), counterfactual — no code yet, and
// Account settings says it is not deployed; funded from dev account #0, a transaction approved in the wallet frame is
// sent as a user operation and mined through the bundler, deploying the account (code on anvil; the frame's approval
// screen said so) and Account settings then says it is deployed; switching to the regular account there changes the
// connected address to the EOA, whose factory address is the smart account, and switching back returns it.
import { describe, expect, inject, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { modal } from './support/demo.js'
import { logInByEmail, requestEmbedded, smartAccountOf, useLoginBrowser } from './support/login.js'

/** The devnet's canonical ERC-4337 contracts (apps/demo/foyer.config.ts names them for the wallet frame). */
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** Anvil's dev account #0 (its well-known test key), which funds the smart account. */
const DEV_ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const chain = () => ({ ...foundry, rpcUrls: { default: { http: [inject('rpcUrl')] } } })
const chainClient = () => createPublicClient({ chain: chain(), transport: http(inject('rpcUrl')) })

describe('login preset: the embedded wallet smart account', () => {
  const { open } = useLoginBrowser()

  it('connects the smart account, deploys it with the first transaction, and switches to the EOA', async () => {
    const page = await open()
    const email = `sam-${Date.now()}@example.com`

    // Email → code from the dev mailbox → the frame's recovery code → connected.
    const { frame } = await logInByEmail(page, email)
    const dialog = modal(page)

    // The connected EVM address is the smart account: counterfactual, no code on anvil yet.
    const address = page.getByTestId('address')
    const smart = (await address.textContent())!.trim() as Address
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await chainClient().getCode({ address: smart })).toBeUndefined()

    // Account settings: the smart account chosen, not deployed yet.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog.getByRole('button', { name: 'Account settings' }).click()
    const smartChoice = dialog.getByRole('radio', { name: /^Smart account/ })
    const eoaChoice = dialog.getByRole('radio', { name: /^Regular account \(EOA\)/ })
    await expect.poll(() => smartChoice.isChecked(), { timeout: 30_000 }).toBe(true)
    await expect
      .poll(() => dialog.innerText(), { timeout: 30_000 })
      .toContain('Your smart account is not deployed yet: your first transaction deploys it.')
    await page.keyboard.press('Escape')

    // Dev account #0 funds the counterfactual address; the account pays its own gas (no paymaster).
    const funder = createWalletClient({ account: DEV_ACCOUNT_0, chain: chain(), transport: http(inject('rpcUrl')) })
    await chainClient().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
    })

    // A dapp's eth_sendTransaction: the frame's approval names the smart account and says this deploys it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sent = requestEmbedded(page, 'eth_sendTransaction', [
      { from: smart, to: recipient, value: `0x${parseEther('0.1').toString(16)}` },
    ])
    const approval = frame.getByRole('dialog', { name: 'Send transaction' })
    await approval.waitFor({ timeout: 30_000 })
    expect(await approval.innerText()).toContain(smart)
    expect(await approval.innerText()).toContain(
      'Not deployed yet: this transaction deploys it, paid from its balance.',
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    const { result: hash, message } = await sent
    expect(message).toBeUndefined()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // Mined through the bundler: the bundle went to the EntryPoint, the value arrived, the account has code.
    const receipt = await chainClient().getTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT.toLowerCase())
    expect(await chainClient().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect((await chainClient().getCode({ address: smart }))?.length).toBeGreaterThan(2)

    // smartAccountDeployed followed: Account settings says so.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog.getByRole('button', { name: 'Account settings' }).click()
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toContain('Your smart account is deployed.')

    // The switch: the regular account → the connected address is the EOA, the owner of that smart account.
    await eoaChoice.click()
    await expect.poll(async () => (await address.textContent())?.trim(), { timeout: 30_000 }).not.toBe(smart)
    const eoa = (await address.textContent())!.trim() as Address
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await eoaChoice.isChecked()).toBe(true)
    expect(await smartAccountOf(eoa)).toBe(smart)
    expect(await requestEmbedded(page, 'eth_accounts', [])).toEqual({ result: [eoa] })

    // And back.
    await smartChoice.click()
    await expect.poll(async () => (await address.textContent())?.trim(), { timeout: 30_000 }).toBe(smart)
  }, 300_000)
})
