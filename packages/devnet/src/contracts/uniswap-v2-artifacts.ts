// Uniswap V2's compiled contracts as its npm packages ship them (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery
// 1.1.0-beta.0: the mainnet builds). Read with require, since Node's ESM loader needs an import attribute for JSON and
// the published build is plain JSON files. Node only (the seed runs there).
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

export interface UniswapV2Artifact {
  abi: Abi
  bytecode: Hex
}

function load(path: string): UniswapV2Artifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex }
}

export const uniswapV2FactoryArtifact = load('@uniswap/v2-core/build/UniswapV2Factory.json')
export const uniswapV2PairArtifact = load('@uniswap/v2-core/build/UniswapV2Pair.json')
export const weth9Artifact = load('@uniswap/v2-periphery/build/WETH9.json')
export const uniswapV2Router02Artifact = load('@uniswap/v2-periphery/build/UniswapV2Router02.json')
