// The embedded wallet's smart account asked by a dapp for more than transactions, in real Chromium, on the devnet's
// anvil and its bundler (alto): a user operation the dapp built is shown in the wallet frame (its calls decoded),
// approved and mined; an ERC-7715 grant is shown in words and approved, after which a wallet_sendCalls carrying the
// grant's context goes through with no approval screen at all; the grant is revoked in the frame, and the same call
// then needs the person's approval again.
import { describe, expect, inject, it } from 'vitest'
import type { FrameLocator, Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { logInByEmail, requestEmbedded, useLoginBrowser } from './support/login.js'

/** The devnet's canonical EntryPoint v0.8 (apps/demo/foyer.config.ts names it for the wallet frame). */
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** Anvil's dev account #0 (its well-known test key), which funds the smart account. */
const DEV_ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const simpleAccountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)'])

const chain = () => ({ ...foundry, rpcUrls: { default: { http: [inject('rpcUrl')] } } })
const chainClient = () => createPublicClient({ chain: chain(), transport: http(inject('rpcUrl')) })
const someone = () => privateKeyToAccount(generatePrivateKey()).address

/** A batch id followed to EIP-5792's 200 (confirmed) through the embedded wallet. */
async function confirmed(page: Page, id: unknown) {
  await expect
    .poll(
      async () => ((await requestEmbedded(page, 'wallet_getCallsStatus', [id])).result as { status?: number })?.status,
      {
        timeout: 60_000,
        interval: 500,
      },
    )
    .toBe(200)
}

/** wallet_sendCalls under the grant: what came first, the answer or an approval screen in the frame. */
async function sendUnderGrant(page: Page, frame: FrameLocator, context: Hex, to: Address, value: bigint) {
  const sent = requestEmbedded(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [{ to, value: numberToHex(value) }],
      capabilities: { permissions: { context } },
    },
  ])
  const asked = frame.getByRole('dialog', { name: 'Send 1 call' })
  return Promise.race([
    sent.then((answer) => ({ answer })),
    asked.waitFor({ timeout: 60_000 }).then(() => ({ asked, sent })),
  ])
}

describe('login preset: user operations and permissions of the embedded smart account', () => {
  const { open } = useLoginBrowser()

  it('sends a dapp’s user operation, lets a granted page send without asking, and asks again after revoke', async () => {
    const page = await open()
    const { frame } = await logInByEmail(page, `perm-${Date.now()}@example.com`)
    const smart = (await page.getByTestId('address').textContent())!.trim() as Address
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Dev account #0 funds the counterfactual smart account; it pays its own gas.
    const funder = createWalletClient({ account: DEV_ACCOUNT_0, chain: chain(), transport: http(inject('rpcUrl')) })
    await chainClient().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
    })

    // The dapp's own user operation: the frame shows its call decoded; approved, the wallet completes, signs and sends
    // it, and the answer is its hash, which the bundler reports mined.
    const first = someone()
    const callData = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'execute',
      args: [first, parseEther('0.05'), '0x'],
    })
    const userOp = requestEmbedded(page, 'eth_sendUserOperation', [{ sender: smart, callData }, ENTRY_POINT])
    const opApproval = frame.getByRole('dialog', { name: 'Send user operation' })
    await opApproval.waitFor({ timeout: 30_000 })
    const opText = await opApproval.innerText()
    expect(opText).toContain(`To: ${first}`)
    expect(opText).toContain('Value: 0.05 ETH')
    expect(opText).toContain('Not deployed yet: this user operation deploys it, paid from its balance.')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const { result: userOpHash, message } = await userOp
    expect(message).toBeUndefined()
    expect(userOpHash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(() => chainClient().getBalance({ address: first }), { timeout: 60_000, interval: 500 })
      .toBe(parseEther('0.05'))
    expect((await chainClient().getCode({ address: smart }))?.length).toBeGreaterThan(2)

    // The grant: the frame says in words what the page may do and until when.
    const now = Math.floor(Date.now() / 1000)
    const granting = requestEmbedded(page, 'wallet_grantPermissions', [
      {
        chainId: '0x7a69',
        expiry: now + 86_400,
        signer: { type: 'wallet' },
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: numberToHex(parseEther('0.01')), start: now, period: 86_400 },
          },
        ],
      },
    ])
    const grantApproval = frame.getByRole('dialog', { name: 'Grant permissions' })
    await grantApproval.waitFor({ timeout: 30_000 })
    const grantText = await grantApproval.innerText()
    expect(grantText).toContain('Send up to 0.01 ETH per day, to any address')
    expect(grantText).toContain(new Date((now + 86_400) * 1000).toISOString().slice(0, 10))
    await frame.getByRole('button', { name: 'Approve' }).click()
    const granted = await granting
    expect(granted.message).toBeUndefined()
    const [grant] = granted.result as { context: Hex; address: Address }[]
    expect(grant!.context).toMatch(/^0x[0-9a-f]{64}$/)
    expect(grant!.address).toBe(smart)

    // Under the grant: answered with no approval screen, and the ETH arrives.
    const second = someone()
    const underGrant = await sendUnderGrant(page, frame, grant!.context, second, parseEther('0.004'))
    if (!('answer' in underGrant)) throw new Error('The frame asked to approve a call inside the grant')
    expect(underGrant.answer.message).toBeUndefined()
    const batch = (underGrant.answer.result as { id: Hex }).id
    expect(batch).toMatch(/^0x[0-9a-f]{64}$/)
    await confirmed(page, batch)
    expect(await chainClient().getBalance({ address: second })).toBe(parseEther('0.004'))

    // Revoke, shown as such in the frame.
    const revoking = requestEmbedded(page, 'wallet_revokePermissions', [{ permissionsContext: grant!.context }])
    await frame.getByRole('dialog', { name: 'Revoke permissions' }).waitFor({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    expect(await revoking).toEqual({ result: null })

    // The same call now needs the person: the screen says why; approved, it is sent.
    const afterRevoke = await sendUnderGrant(page, frame, grant!.context, second, parseEther('0.004'))
    if (!('asked' in afterRevoke)) throw new Error('After revoke the call was sent without asking')
    expect(await afterRevoke.asked.innerText()).toContain(
      'Asked because the permission does not cover this request: no such permission is granted to this site.',
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    const answer = await afterRevoke.sent
    expect(answer.message).toBeUndefined()
    await confirmed(page, (answer.result as { id: Hex }).id)
    expect(await chainClient().getBalance({ address: second })).toBe(parseEther('0.008'))
  }, 300_000)
})
