// The demo driven with a wallet Foyer did not write (e2e/support/outside-wallet.ts: a plain EIP-6963 provider whose
// signatures are anvil's), through the same roles and labels a person uses: what the dev wallet's specs show must
// hold for any wallet that speaks EIP-1193.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0, DEV_WALLET, approveInWallet, modal, pickChain, rpc, useBrowser } from './support/demo.js'
import { expectDeclinedThenSentOnRetry, fillAndSubmitSend, fillSendForm } from './support/solana.js'
import {
  OUTSIDE_ACCOUNT,
  OUTSIDE_WALLET,
  approveOutsideWalletPrompt,
  chooseInOutsideWallet,
  installOutsideWallet,
  leaveOutsideWalletPromptOpen,
  outsideWalletCalls,
  refuseNextInOutsideWallet,
  useChainInOutsideWallet,
} from './support/outside-wallet.js'

const { open } = useBrowser()
/** The wallet knows the first devnet only: the app has to add the second (EIP-3085) before switching to it. */
const CHAINS = { '0x7a69': 'http://127.0.0.1:8545' }
/** For the specs in which the person moves the wallet between the two devnets themselves. */
const BOTH_CHAINS = { ...CHAINS, '0x7a6a': 'http://127.0.0.1:8546' }

async function openWithOutsideWallet(query = '', chains: Record<string, string> = CHAINS): Promise<Page> {
  const page = await open(query)
  await installOutsideWallet(page, chains)
  await page.reload()
  return page
}

/**
 * Connect Wallet → Outside Wallet, whose prompt the person leaves open (it does not show up), then Back and the dev
 * wallet on EVM instead: its approval card is up, the Outside Wallet's prompt still open.
 */
async function leavePromptOpenThenChooseDevWallet(page: Page): Promise<void> {
  await leaveOutsideWalletPromptOpen(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page).getByRole('button', { name: OUTSIDE_WALLET }).click()
  await modal(page)
    .getByRole('heading', { name: `Continue in ${OUTSIDE_WALLET}` })
    .waitFor()
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await modal(page).getByRole('button', { name: DEV_WALLET }).click()
  await pickChain(page)
}

/**
 * On the Networks view: the wallet answers the next switch with `code` and its own `message`, the person chooses Foyer
 * Devnet 2, and the view's alert comes to say `shown`.
 */
async function refusedSwitchSays(page: Page, code: number, message: string, shown: string): Promise<void> {
  await refuseNextInOutsideWallet(page, ['wallet_switchEthereumChain'], code, message)
  await modal(page)
    .getByRole('button', { name: /Foyer Devnet 2/ })
    .click()
  await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe(shown)
}

async function connectOutsideWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page).getByRole('button', { name: OUTSIDE_WALLET }).click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
}

describe('a wallet Foyer did not write (EIP-6963, signing by anvil)', () => {
  it('connects, shows the chain balance, sends ETH that arrives, switches network, and survives a reload', async () => {
    const page = await openWithOutsideWallet()
    await connectOutsideWallet(page)
    expect(await page.getByTestId('wallet').textContent()).toBe(OUTSIDE_WALLET)
    expect(await page.getByTestId('address').textContent()).toBe(OUTSIDE_ACCOUNT)
    const wei = BigInt(await rpc<string>('eth_getBalance', [OUTSIDE_ACCOUNT, 'latest']))
    await expect
      .poll(() => page.getByTestId('balance').textContent())
      .toMatch(new RegExp(`^${wei / 10n ** 18n}(\\.\\d+)? ETH$`))

    // Send 0.5 ETH to a fresh address from the account view: the chain shows it arrived.
    const to = `0x${randomBytes(20).toString('hex')}`
    await expect.poll(() => modal(page).count()).toBe(0)
    await page.getByRole('button', { name: /^Open account/ }).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('radio', { name: 'ETH' }).check()
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Recipient address').fill(to)
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))).toBe(5n * 10n ** 17n)
    expect(await outsideWalletCalls(page)).toContain('eth_sendTransaction')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)

    // Another listed network, from the header's network button: the wallet itself moves there.
    await page.getByRole('button', { name: /^Change network/ }).click()
    await modal(page)
      .getByRole('button', { name: /Foyer Devnet 2/ })
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet 2 (eip155:31338)')
    expect(await page.evaluate(() => localStorage.getItem('outside-wallet.chain'))).toBe('0x7a6a')
    // The wallet did not know the chain (4902): the app added it with its RPC URL, then switched again.
    expect((await outsideWalletCalls(page)).filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_requestPermissions',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outside-wallet.added')!))).toMatchObject({
      '0x7a6a': 'http://127.0.0.1:8546',
    })

    // A reload finds the wallet still connected, on the network it was left on.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet 2 (eip155:31338)')
    expect(await page.getByTestId('address').textContent()).toBe(OUTSIDE_ACCOUNT)

    // Disconnecting is kept across a reload too.
    await page.getByRole('button', { name: /^Open account/ }).click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    await page.waitForTimeout(1000)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('follows the wallet: another account picked in it, then the site disconnected from it', async () => {
    const page = await openWithOutsideWallet()
    await connectOutsideWallet(page)
    // anvil's dev account 3, which no other browser spec uses.
    const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    await chooseInOutsideWallet(page, other)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(other)
    const wei = BigInt(await rpc<string>('eth_getBalance', [other, 'latest']))
    await expect
      .poll(() => page.getByTestId('balance').textContent())
      .toMatch(new RegExp(`^${wei / 10n ** 18n}(\\.\\d+)? ETH$`))
    await page.getByRole('button', { name: /^Open account/ }).click()
    await expect.poll(() => modal(page).textContent()).toContain(`${other.slice(0, 6)}…${other.slice(-4)}`)

    // The person disconnects the site in the wallet while the modal shows the account's Send view: the modal turns to
    // the wallet list (no dead end), from which the wallet connects again.
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(page).getByLabel('Recipient address').waitFor()
    await chooseInOutsideWallet(page, undefined)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await modal(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await modal(page).getByRole('button', { name: OUTSIDE_WALLET }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  })

  it('signs in (EIP-4361) with a personal_sign the page stores and that verifies outside it', async () => {
    const page = await openWithOutsideWallet('?preset=siwx')
    await connectOutsideWallet(page)
    await modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' }).waitFor()
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await page.getByTestId('siwx-account').textContent()).toBe(`eip155:31337:${OUTSIDE_ACCOUNT}`)
    const [session] = await page.evaluate(
      () => JSON.parse(localStorage.getItem('foyer.siwx.sessions') ?? '[]') as { message: string; signature: string }[],
    )
    expect(session!.message).toContain(`wants you to sign in with your Ethereum account:\n${OUTSIDE_ACCOUNT}`)
    expect(
      await verifyMessage({
        address: OUTSIDE_ACCOUNT,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(await outsideWalletCalls(page)).toContain('personal_sign')
  })

  it('says what happened when the wallet is busy or the person declines, and loses nothing typed', async () => {
    const page = await openWithOutsideWallet('', BOTH_CHAINS)
    // A connection request of this site is still open in the wallet (MetaMask's -32002): the spec's text, and what to do.
    await refuseNextInOutsideWallet(
      page,
      ['wallet_requestPermissions', 'eth_requestAccounts'],
      -32002,
      "Request of type 'wallet_requestPermissions' already pending for origin http://127.0.0.1:5173. Please wait.",
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: OUTSIDE_WALLET }).click()
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe('Failed to connect to the wallet')
    const busy = `${OUTSIDE_WALLET} already has a request from this app open. Finish or close it in the wallet, then try again.`
    expect(await modal(page).getByText(busy).count()).toBe(1)
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => modal(page).count()).toBe(0)

    // The network switch declined in the wallet: said in Foyer's words, and the network stays.
    await page.getByRole('button', { name: /^Change network/ }).click()
    await refusedSwitchSays(
      page,
      4001,
      'User rejected the request.',
      'Switch declined: the network was not changed in the wallet.',
    )
    // Its earlier switch prompt still open in the wallet (-32002): said so, in the same place.
    await refusedSwitchSays(
      page,
      -32002,
      "Request of type 'wallet_switchEthereumChain' already pending for origin http://127.0.0.1:5173.",
      'A request from this app is already open in your wallet. Finish or close it there, then try again.',
    )
    // A wallet that cannot be asked to switch (EIP-1193 4200): the person is told to switch in the wallet itself.
    await refusedSwitchSays(
      page,
      4200,
      'The requested method is not supported by this Ethereum provider.',
      'Your wallet cannot be asked to switch networks. Choose Foyer Devnet 2 in the wallet itself.',
    )
    expect(await page.getByTestId('network').textContent()).toBe('Foyer Devnet (eip155:31337)')
    // The person does so in the wallet: the page follows, and the view is left as after a switch made from it.
    await useChainInOutsideWallet(page, '0x7a6a')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet 2 (eip155:31338)')
    await expect.poll(() => modal(page).count()).toBe(0)
    await useChainInOutsideWallet(page, '0x7a69')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet (eip155:31337)')

    // A transfer declined: Try again goes back to the form with what was typed, and sending again goes through.
    const to = `0x${randomBytes(20).toString('hex')}`
    await refuseNextInOutsideWallet(page, ['eth_sendTransaction'], 4001, 'User denied transaction signature.')
    await page.getByRole('button', { name: /^Open account/ }).click()
    await fillAndSubmitSend(page, { token: 'ETH', amount: '0.25', to })
    await expectDeclinedThenSentOnRetry(page, { amount: '0.25', to })
    // Only the second attempt moved money.
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))).toBe(25n * 10n ** 16n)
  })

  it('never sends a transfer reviewed on one network on another the wallet moved to: the form comes back to check', async () => {
    const page = await openWithOutsideWallet('', BOTH_CHAINS)
    await connectOutsideWallet(page)
    await expect.poll(() => modal(page).count()).toBe(0)
    const to = `0x${randomBytes(20).toString('hex')}`
    await page.getByRole('button', { name: /^Open account/ }).click()
    const dialog = await fillSendForm(page, { token: 'ETH', amount: '0.1', to })
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByText('Foyer Devnet', { exact: true }).waitFor()

    // While the person reads the review, they pick the other network in the wallet.
    await useChainInOutsideWallet(page, '0x7a6a')
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Your wallet is now on Foyer Devnet 2. Check the transfer again before you send it.')
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('0.1')
    expect(await dialog.getByLabel('Recipient address').inputValue()).toBe(to)
    expect(await outsideWalletCalls(page)).not.toContain('eth_sendTransaction')

    // Reviewed again, now on Foyer Devnet 2, it is sent there and only there.
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByText('Foyer Devnet 2', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest'], 'http://127.0.0.1:8546'))).toBe(10n ** 17n)
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))).toBe(0n)
  })

  it('never sends a transfer reviewed for one account from another picked in the wallet: the form comes back', async () => {
    const page = await openWithOutsideWallet()
    await connectOutsideWallet(page)
    await expect.poll(() => modal(page).count()).toBe(0)
    const to = `0x${randomBytes(20).toString('hex')}`
    await page.getByRole('button', { name: /^Open account/ }).click()
    const dialog = await fillSendForm(page, { token: 'ETH', amount: '0.1', to })
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor()

    // While the person reads the review, they pick another account in the wallet (anvil's dev account 3).
    const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    await chooseInOutsideWallet(page, other)
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Your wallet is now on account 0x90F7…b906. Check the transfer again before you send it.')
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('0.1')
    expect(await outsideWalletCalls(page)).not.toContain('eth_sendTransaction')

    // Reviewed again, it goes out from the account now in use.
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))).toBe(10n ** 17n)
  })

  it('leaves the sign view for the wallet list when the wallet disconnects the site before it signed', async () => {
    const page = await openWithOutsideWallet('?preset=siwx-required')
    await connectOutsideWallet(page)
    await modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' }).waitFor()
    await chooseInOutsideWallet(page, undefined)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    // Not a sign view with no account to sign with, waiting for ever: the wallets, to connect again.
    await modal(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await outsideWalletCalls(page)).not.toContain('personal_sign')
  })

  it('a double-click or Enter held down on Review shows the review and sends nothing (phone and desktop)', async () => {
    const page = await openWithOutsideWallet()
    await connectOutsideWallet(page)
    await expect.poll(() => modal(page).count()).toBe(0)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport)
      await page.getByRole('button', { name: /^Open account/ }).click()
      const to = `0x${randomBytes(20).toString('hex')}`
      const dialog = await fillSendForm(page, { token: 'ETH', amount: '0.1', to })
      // On its right half: on the phone's bottom sheet, where Send appears.
      const review = dialog.getByRole('button', { name: 'Review' })
      const box = (await review.boundingBox())!
      await review.dblclick({ position: { x: box.width * 0.8, y: box.height / 2 } })
      await dialog.getByText('Check the transfer before you send it.').waitFor()
      expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(1)
      expect(await outsideWalletCalls(page)).not.toContain('eth_sendTransaction')
      await page.keyboard.press('Escape')
      await expect.poll(() => modal(page).count()).toBe(0)
    }

    // Enter held down on Review (the key repeats): the review, and nothing pressed after it.
    await page.getByRole('button', { name: /^Open account/ }).click()
    const dialog = await fillSendForm(page, { token: 'ETH', amount: '0.1', to: `0x${randomBytes(20).toString('hex')}` })
    await dialog.getByRole('button', { name: 'Review' }).focus()
    await page.keyboard.down('Enter')
    await dialog.getByText('Check the transfer before you send it.').waitFor()
    for (let repeat = 0; repeat < 5; repeat++) await page.keyboard.down('Enter')
    await page.keyboard.up('Enter')
    await page.waitForTimeout(500)
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(1)
    expect(await outsideWalletCalls(page)).not.toContain('eth_sendTransaction')
  })

  it('connects a wallet that accepts the site but declines the network switch, and offers the networks', async () => {
    // The wallet is on Ethereum mainnet (chain 1), which the demo does not list.
    const page = await openWithOutsideWallet('', { '0x1': 'http://127.0.0.1:8545', ...CHAINS })
    await refuseNextInOutsideWallet(page, ['wallet_switchEthereumChain'], 4001, 'User rejected the request.')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: OUTSIDE_WALLET }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe('Unsupported (eip155:1)')
    // Not "Connection declined" for a connection the wallet made: the networks the app supports, to switch to.
    await modal(page).getByRole('heading', { name: 'Switch network' }).waitFor()
    await modal(page)
      .getByRole('button', { name: /^Foyer Devnet\b/ })
      .first()
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet (eip155:31337)')
    await expect.poll(() => modal(page).count()).toBe(0)
    expect(await page.getByTestId('address').textContent()).toBe(OUTSIDE_ACCOUNT)
  })

  it('connects the wallet chosen last: a prompt left open in another wallet and approved later changes nothing', async () => {
    const page = await openWithOutsideWallet()
    await leavePromptOpenThenChooseDevWallet(page)
    await modal(page)
      .getByRole('heading', { name: `Continue in ${DEV_WALLET}` })
      .waitFor()

    // Then finds the first prompt and approves it, before approving the dev wallet's.
    await approveOutsideWalletPrompt(page)
    await expect.poll(() => outsideWalletCalls(page)).toContain('wallet_revokePermissions')
    expect(await page.getByTestId('status').textContent()).not.toBe('connected')
    await modal(page)
      .getByRole('heading', { name: `Continue in ${DEV_WALLET}` })
      .waitFor()

    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('wallet').textContent()).toBe(DEV_WALLET)
    expect(await page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    await expect.poll(() => modal(page).count()).toBe(0)
    // And the other way round: the dev wallet connected, then the prompt left open is approved. The dev wallet stays.
    await page.getByRole('button', { name: /^Open account/ }).click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await leavePromptOpenThenChooseDevWallet(page)
    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    const revoked = (await outsideWalletCalls(page)).filter((m) => m === 'wallet_revokePermissions').length
    await approveOutsideWalletPrompt(page)
    await expect
      .poll(async () => (await outsideWalletCalls(page)).filter((m) => m === 'wallet_revokePermissions').length)
      .toBe(revoked + 1)
    expect(await page.getByTestId('wallet').textContent()).toBe(DEV_WALLET)
    expect(await page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })
})
