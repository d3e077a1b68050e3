import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import type { DevSolanaWallet } from '../create-dev-solana-wallet.js'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'

/**
 * Answers a session's solana requests with the session's Wallet Standard wallet, translating WalletConnect's Solana
 * RPC (base58 messages and signatures, base64 transactions) to and from the Wallet Standard's bytes.
 */
export async function handleSolanaRequest(
  wallet: DevSolanaWallet,
  chainId: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  if (!wallet.devWallet.connected) await wallet.features['standard:connect'].connect()
  const input = (params ?? {}) as {
    message?: unknown
    pubkey?: unknown
    transaction?: unknown
    sendOptions?: unknown
  }
  const address = wallet.devWallet.address
  // The wallet checks the account itself (4100 for another one); an unknown pubkey gets a stand-in to be refused.
  const account = (pubkey: unknown): WalletAccount =>
    wallet.accounts.find((a) => a.address === (pubkey ?? address)) ??
    ({ address: String(pubkey), publicKey: new Uint8Array(), chains: [], features: [] } as WalletAccount)
  const transactionBytes = () => {
    if (typeof input.transaction !== 'string')
      throw new ProviderRpcError(RpcErrorCode.InvalidParams, 'Invalid params: "transaction" must be a base64 string.')
    return Uint8Array.from(getBase64Encoder().encode(input.transaction))
  }
  switch (method) {
    case 'solana_signMessage': {
      if (typeof input.message !== 'string')
        throw new ProviderRpcError(RpcErrorCode.InvalidParams, 'Invalid params: "message" must be a base58 string.')
      const message = Uint8Array.from(getBase58Encoder().encode(input.message))
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account: account(input.pubkey),
        message,
      })
      return { signature: getBase58Decoder().decode(output!.signature) }
    }
    case 'solana_signTransaction': {
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account: account(address),
        transaction: transactionBytes(),
        chain: chainId as `${string}:${string}`,
      })
      const signed = output!.signedTransaction
      const signature = getTransactionDecoder().decode(signed).signatures[address as never]
      // WalletConnect's Solana RPC: `signature` (base58, the wallet's) and the whole signed `transaction` (base64).
      return {
        signature: signature ? getBase58Decoder().decode(signature) : null,
        transaction: getBase64Decoder().decode(signed),
      }
    }
    case 'solana_signAndSendTransaction': {
      const sendOptions = (input.sendOptions ?? {}) as Record<string, unknown>
      const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: account(address),
        transaction: transactionBytes(),
        chain: chainId as `${string}:${string}`,
        options: sendOptions,
      })
      return { signature: getBase58Decoder().decode(output!.signature) }
    }
    default:
      throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, `The method "${method}" is not part of this session.`)
  }
}
