// Uniswap V2's compiled contracts as its npm packages ship them (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery
// 1.1.0-beta.0: the mainnet builds), imported as JSON. Their bytecode has no 0x prefix. Node only (the seed runs there).
import factory from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import pair from '@uniswap/v2-core/build/UniswapV2Pair.json' with { type: 'json' }
import router02 from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import weth9 from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import type { Abi, Hex } from 'viem'

export interface UniswapV2Artifact {
  abi: Abi
  bytecode: Hex
}

function artifact(json: { abi: unknown; bytecode: string }): UniswapV2Artifact {
  return {
    abi: json.abi as Abi,
    bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex,
  }
}

export const uniswapV2FactoryArtifact = artifact(factory)
export const uniswapV2PairArtifact = artifact(pair)
export const weth9Artifact = artifact(weth9)
export const uniswapV2Router02Artifact = artifact(router02)
