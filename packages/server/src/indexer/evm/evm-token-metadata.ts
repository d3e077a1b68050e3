// Names of the token contracts and NFTs the follower meets, read once per contract (name, symbol, decimals) and once
// per NFT (tokenURI) in one JSON-RPC batch. Only data: URIs are decoded: following an http(s) or ipfs URI would make the
// indexer call hosts nobody configured. A contract that reverts or answers an odd shape just leaves the field null.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem'
import type { NftMetadataRow, TokenMetadataRow } from '../indexer-store.js'
import type { BatchRpc, RpcCall, RpcResult } from './json-rpc-batch.js'
import type { NftSeen } from './evm-block-transactions.js'

function call(to: string, data: Hex, block: string): RpcCall {
  return { method: 'eth_call', params: [{ to, data }, block] }
}

function decoded<T>(answer: RpcResult | undefined, decode: (data: Hex) => T): T | null {
  if (!answer || 'error' in answer || typeof answer.result !== 'string' || answer.result === '0x') return null
  try {
    return decode(answer.result as Hex)
  } catch {
    return null
  }
}

/** name and image of a data: URI holding ERC-721 metadata JSON (plain or base64). */
export function parseDataUriMetadata(uri: string): { name: string | null; image: string | null } | null {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/s.exec(uri)
  if (!match) return null
  try {
    const text = match[1]?.includes('base64')
      ? Buffer.from(match[2]!, 'base64').toString('utf8')
      : decodeURIComponent(match[2]!.replace(/%(?![0-9a-fA-F]{2})/g, '%25'))
    const json = JSON.parse(text) as { name?: unknown; image?: unknown; image_url?: unknown }
    const image =
      typeof json.image === 'string' ? json.image : typeof json.image_url === 'string' ? json.image_url : null
    return { name: typeof json.name === 'string' ? json.name : null, image }
  } catch {
    return null
  }
}

export async function readTokenMetadata(
  rpc: BatchRpc,
  contracts: string[],
  nfts: NftSeen[],
  block: string,
): Promise<{ tokens: TokenMetadataRow[]; nfts: NftMetadataRow[] }> {
  const calls: RpcCall[] = []
  for (const address of contracts) {
    calls.push(call(address, encodeFunctionData({ abi: erc20Abi, functionName: 'name' }), block))
    calls.push(call(address, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }), block))
    calls.push(call(address, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }), block))
  }
  for (const nft of nfts) {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [BigInt(nft.tokenId)] })
    calls.push(call(nft.contract, data, block))
  }
  const answers = await rpc.batch(calls)
  const text = (fn: 'name' | 'symbol') => (data: Hex) => decodeFunctionResult({ abi: erc20Abi, functionName: fn, data })
  const tokens = contracts.map((address, i): TokenMetadataRow => {
    const decimals = decoded(answers[i * 3 + 2], (data) =>
      decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data }),
    )
    return {
      address,
      name: decoded(answers[i * 3], text('name')),
      symbol: decoded(answers[i * 3 + 1], text('symbol')),
      decimals: decimals !== null && decimals <= 255 ? decimals : null,
    }
  })
  const nftRows = nfts.map((nft, i): NftMetadataRow => {
    const uri = decoded(answers[contracts.length * 3 + i], (data) =>
      decodeFunctionResult({ abi: erc721Abi, functionName: 'tokenURI', data }),
    )
    const metadata = uri ? parseDataUriMetadata(uri) : null
    return {
      contract: nft.contract,
      tokenId: nft.tokenId,
      name: metadata?.name ?? null,
      image: metadata?.image ?? null,
    }
  })
  return { tokens, nfts: nftRows }
}
