import { ed25519 } from '@noble/curves/ed25519'
import { getAddressEncoder, getBase58Decoder, getBase58Encoder, type Address as SolanaAddress } from '@solana/kit'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccount } from '../dev-keys.js'
import { SOLANA_CHAIN, useWalletKitHarness } from '../test/walletkit-harness.js'

describe('createDevWalletKit: session requests over the dev relay', () => {
  const harness = useWalletKitHarness()

  it('signs and sends for the dapp through the same approvals, and refuses what the person or session does not allow', async () => {
    const h = harness()
    const session = await h.connect()
    const { dapp, chainId } = h
    const evm = devAccount(0).address
    const solana = h.wallet.addresses.solana!

    // personal_sign: approved through the same callback, signature verifies for the dev account.
    const message = 'Hello from the Foyer test dapp'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: `eip155:${chainId}`,
      request: { method: 'personal_sign', params: [toHex(message), evm] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: evm, message, signature })).toBe(true)
    expect(h.approvals.at(-1)).toMatchObject({ method: 'personal_sign', origin: 'http://127.0.0.1:4999' })

    // eth_sendTransaction: signed in the wallet, sent to anvil, mined; the recipient's balance moves by the value.
    const client = createPublicClient({ transport: http(h.devnet.rpcUrl) })
    const to = devAccount(5).address
    const before = await client.getBalance({ address: to })
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: `eip155:${chainId}`,
      request: { method: 'eth_sendTransaction', params: [{ from: evm, to, value: toHex(parseEther('1.5')) }] },
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'))

    // solana_signMessage: base58 in, { signature: base58 } out, an ed25519 signature by the Solana dev key.
    const bytes = new TextEncoder().encode('Hello Solana over WalletConnect')
    const result = (await dapp.request({
      topic: session.topic,
      chainId: SOLANA_CHAIN,
      request: { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(bytes), pubkey: solana } },
    })) as { signature: string }
    const publicKey = getAddressEncoder().encode(solana as SolanaAddress)
    expect(
      ed25519.verify(Uint8Array.from(getBase58Encoder().encode(result.signature)), bytes, Uint8Array.from(publicKey)),
    ).toBe(true)

    // A rejected request reaches the dapp as 4001.
    h.answer = (request) => !('method' in request && request.method === 'personal_sign')
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method: 'personal_sign', params: [toHex('no'), evm] },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    h.answer = () => true

    // wallet_switchEthereumChain to a chain outside the session: 4902.
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      }),
    ).rejects.toMatchObject({ code: 4902 })
  }, 60_000)
})
