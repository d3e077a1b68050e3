// EVM chains: the spec's swap-supported list, Sepolia, and the Foyer devnet chains served by `npm start`.
import { defineChain } from './define-chain.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpc = (url: string) => ({ default: { http: [url] } })
const explorer = (name: string, url: string) => ({ default: { name, url } })

export const mainnet = defineChain({
  id: 1,
  name: 'Ethereum',
  network: 'homestead',
  nativeCurrency: ether,
  rpcUrls: rpc('https://eth.merkle.io'),
  blockExplorers: explorer('Etherscan', 'https://etherscan.io'),
})
export const arbitrum = defineChain({
  id: 42161,
  name: 'Arbitrum One',
  network: 'arbitrum',
  nativeCurrency: ether,
  rpcUrls: rpc('https://arb1.arbitrum.io/rpc'),
  blockExplorers: explorer('Arbiscan', 'https://arbiscan.io'),
})
export const optimism = defineChain({
  id: 10,
  name: 'OP Mainnet',
  network: 'optimism',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.optimism.io'),
  blockExplorers: explorer('Optimism Explorer', 'https://optimistic.etherscan.io'),
})
export const zksync = defineChain({
  id: 324,
  name: 'ZKsync Era',
  network: 'zksync-era',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.era.zksync.io'),
  blockExplorers: explorer('ZKsync Explorer', 'https://explorer.zksync.io'),
})
export const base = defineChain({
  id: 8453,
  name: 'Base',
  network: 'base',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.base.org'),
  blockExplorers: explorer('Basescan', 'https://basescan.org'),
})
export const bsc = defineChain({
  id: 56,
  name: 'BNB Smart Chain',
  network: 'bsc',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: rpc('https://bsc-dataseed.bnbchain.org'),
  blockExplorers: explorer('BscScan', 'https://bscscan.com'),
})
export const polygon = defineChain({
  id: 137,
  name: 'Polygon',
  network: 'matic',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: rpc('https://polygon-rpc.com'),
  blockExplorers: explorer('PolygonScan', 'https://polygonscan.com'),
})
export const gnosis = defineChain({
  id: 100,
  name: 'Gnosis',
  network: 'gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: rpc('https://rpc.gnosischain.com'),
  blockExplorers: explorer('Gnosisscan', 'https://gnosisscan.io'),
})
export const avalanche = defineChain({
  id: 43114,
  name: 'Avalanche',
  network: 'avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: rpc('https://api.avax.network/ext/bc/C/rpc'),
  blockExplorers: explorer('SnowTrace', 'https://snowtrace.io'),
})
export const fantom = defineChain({
  id: 250,
  name: 'Fantom',
  network: 'fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: rpc('https://rpc.ftm.tools'),
  blockExplorers: explorer('FTMScan', 'https://ftmscan.com'),
})
export const kaia = defineChain({
  id: 8217,
  name: 'Kaia',
  network: 'kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: rpc('https://public-en.node.kaia.io'),
  blockExplorers: explorer('KaiaScan', 'https://kaiascan.io'),
})
export const aurora = defineChain({
  id: 1313161554,
  name: 'Aurora',
  network: 'aurora',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.aurora.dev'),
  blockExplorers: explorer('Aurora Explorer', 'https://explorer.aurora.dev'),
})
export const sepolia = defineChain({
  id: 11155111,
  name: 'Sepolia',
  network: 'sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc('https://rpc.sepolia.org'),
  blockExplorers: explorer('Etherscan', 'https://sepolia.etherscan.io'),
  testnet: true,
})
