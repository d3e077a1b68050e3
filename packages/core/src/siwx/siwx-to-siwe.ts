// The EIP-4361 text of SIWX fields: eip155's message format for the default messenger.
import { parseCaipNetworkId } from '../caip.js'
import { formatSiweMessage } from './siwe-format-message.js'
import { eip55Checksum } from './siwe-eip55.js'
import type { SIWXMessageData } from './types.js'

export function siwxDataToSiweText(data: SIWXMessageData): string {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  if (namespace !== 'eip155') throw new Error(`An EIP-4361 message is for eip155 chains, not ${data.chainId}`)
  return formatSiweMessage({
    domain: data.domain,
    // Wallets over WalletConnect may report lower-case addresses; EIP-4361 wants the EIP-55 form.
    address: eip55Checksum(data.accountAddress) ?? data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    // formatSiweMessage refuses anything but '1' and a missing issuedAt, with the field named.
    version: data.version as '1',
    chainId: Number(reference),
    nonce: data.nonce,
    issuedAt: data.issuedAt as string,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  })
}
