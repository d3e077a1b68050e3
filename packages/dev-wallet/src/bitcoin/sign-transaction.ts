// bitcoin:signTransaction: signs the PSBT inputs the app names with the connected accounts' keys, after the person
// approves what the card shows (what is signed, where the money goes, the fee). The PSBT comes back signed but not
// finalized (BIP-174's Signer role), unless the app asks for broadcast: then the wallet finalizes, sends it to its
// Esplora URL and returns the txid as well.
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { BitcoinWalletContext } from './context.js'
import { bitcoinRequestError } from './errors.js'
import type { BitcoinSignTransactionInput, BitcoinSignTransactionOutput } from './features.js'
import { BITCOIN_NETWORKS } from './networks.js'
import type { BitcoinTransactionSummary } from './types.js'

const kind = 'bitcoin_signTransaction'

function readPsbt(bytes: unknown): Transaction {
  if (!(bytes instanceof Uint8Array))
    throw bitcoinRequestError(kind, -32602, 'Invalid params: psbt must be a Uint8Array.')
  try {
    return Transaction.fromPSBT(bytes)
  } catch (error) {
    throw bitcoinRequestError(
      kind,
      -32602,
      `Invalid params: the PSBT could not be read (${(error as Error).message}).`,
      error,
    )
  }
}

function addressOf(script: Uint8Array, network: (typeof BITCOIN_NETWORKS)[keyof typeof BITCOIN_NETWORKS]['params']) {
  try {
    return Address(network).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

export function createBitcoinSignTransaction(context: BitcoinWalletContext) {
  const { state } = context

  return async (input: BitcoinSignTransactionInput): Promise<BitcoinSignTransactionOutput> => {
    if (!state.connected) throw bitcoinRequestError(kind, 4100, 'The Foyer Dev Wallet is not connected to this site.')
    if (input?.chain !== undefined && input.chain !== state.chain)
      throw bitcoinRequestError(kind, 4902, `The Foyer Dev Wallet is on ${state.chain}, not ${input.chain}.`)
    const tx = readPsbt(input?.psbt)
    const { params } = BITCOIN_NETWORKS[state.chain]
    if (!Array.isArray(input.inputsToSign) || input.inputsToSign.length === 0)
      throw bitcoinRequestError(kind, -32602, 'Invalid params: inputsToSign names no input.')

    const plan: { index: number; keys: NonNullable<ReturnType<typeof state.keysOf>>; sigHash?: number }[] = []
    for (const entry of input.inputsToSign) {
      const keys = state.keysOf(entry?.account?.address)
      if (!keys)
        throw bitcoinRequestError(
          kind,
          4100,
          `The account ${String(entry?.account?.address)} is not one this site is connected to.`,
        )
      for (const index of entry.signingIndexes ?? []) {
        if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
          throw bitcoinRequestError(kind, -32602, `Invalid params: the PSBT has no input ${index}.`)
        const previous = tx.getInput(index).witnessUtxo
        if (!previous)
          throw bitcoinRequestError(
            kind,
            -32602,
            `Invalid params: input ${index} has no witnessUtxo (the output it spends).`,
          )
        if (addressOf(previous.script, params) !== keys.address)
          throw bitcoinRequestError(kind, -32602, `Invalid params: input ${index} does not spend from ${keys.address}.`)
        plan.push({ index, keys, sigHash: entry.sigHash })
      }
    }

    const inputs = Array.from({ length: tx.inputsLength }, (_, index) => tx.getInput(index))
    const known = inputs.every((entry) => entry.witnessUtxo)
    const totalIn = inputs.reduce((sum, entry) => sum + (entry.witnessUtxo?.amount ?? 0n), 0n)
    const outputs = Array.from({ length: tx.outputsLength }, (_, index) => tx.getOutput(index))
    const totalOut = outputs.reduce((sum, output) => sum + (output.amount ?? 0n), 0n)
    const summary: BitcoinTransactionSummary = {
      signing: plan.map(({ index, keys }) => ({
        index,
        address: keys.address,
        sats: tx.getInput(index).witnessUtxo?.amount,
      })),
      outputs: outputs.map((output) => ({
        ...(output.script ? { address: addressOf(output.script, params) } : {}),
        sats: output.amount ?? 0n,
      })),
      ...(known ? { feeSats: totalIn - totalOut } : {}),
      broadcast: input.broadcast === true,
    }
    if (input.broadcast && !context.esploraUrl)
      throw bitcoinRequestError(kind, 4200, 'This Foyer Dev Wallet has no Esplora URL to broadcast to.')
    await context.ask({ kind, psbt: Uint8Array.from(input.psbt), summary })

    for (const { index, keys, sigHash } of plan) {
      // BIP-86 keys sign taproot inputs only when the PSBT names the internal key; the wallet knows it.
      if (keys.purpose === 'ordinals' && !tx.getInput(index).tapInternalKey)
        tx.updateInput(index, { tapInternalKey: keys.publicKey })
      try {
        tx.signIdx(keys.privateKey, index, sigHash === undefined ? undefined : [sigHash])
      } catch (error) {
        throw bitcoinRequestError(
          kind,
          -32603,
          `Input ${index} could not be signed: ${(error as Error).message}`,
          error,
        )
      }
    }
    if (!input.broadcast) return { signedPsbt: tx.toPSBT() }
    return { signedPsbt: tx.toPSBT(), txId: await broadcast(context.esploraUrl!, tx) }
  }
}

async function broadcast(esploraUrl: string, signed: Transaction): Promise<string> {
  const tx = signed.clone()
  try {
    tx.finalize()
  } catch (error) {
    throw bitcoinRequestError(kind, -32603, `The transaction cannot be finalized: ${(error as Error).message}`, error)
  }
  const response = await fetch(`${esploraUrl.replace(/\/$/, '')}/tx`, { method: 'POST', body: tx.hex })
  const text = await response.text()
  if (!response.ok) throw bitcoinRequestError(kind, -32603, `The node refused the transaction: ${text}`)
  return text.trim()
}
