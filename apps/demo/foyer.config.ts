// The demo's backend: @foyer/server on the devnet, as `npm start` runs it (127.0.0.1:8788, project foyer-dev). It sits
// with the app because the app owns its backend: the project, the origins and the chains are the demo's, written out
// the way a host writes its own foyer.config.ts. packages/server/src/config/demo-config.test.ts checks it against the
// devnet's addresses and ports.
import { defineConfig } from '@foyer/server/config'

const FOYER_DEVNET = 'eip155:31337'
const FOYER_DEVNET_2 = 'eip155:31338'
const FOYER_SOLANA_DEVNET = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

// The devnet deploys the demo ERC-20s at the same addresses on both anvils (dev account #9's first CREATEs).
const FUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const FOY = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const FDOL = '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z'
/** "Free Airdrop Voucher", the seed's spam-style NFT: history flags its transfers as spam. */
const SPAM_NFT = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'
/** The seed's ENS registry (names alice.foyer.eth and bob.foyer.eth for dev accounts #0 and #1). */
const ENS_REGISTRY = '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629'
/** The seed's Uniswap V2 (dev account #9's nonces 7-9), the same on both anvils, with FUSD, FOY and WETH pools. */
const UNISWAP_V2 = {
  factory: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
  weth: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
  router: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
}

/** The devnet's OpenID provider (a development part), standing in for every social provider. */
const DEV_OIDC = 'http://127.0.0.1:8796'
/** A plain OAuth 2.0 provider's block on the dev OpenID provider: its endpoints, its provider-shaped profile. */
const devOAuth2 = (provider: 'github' | 'x' | 'discord' | 'facebook') => ({
  clientId: `foyer-dev-${provider}`,
  clientSecret: `foyer-dev-${provider}-secret`,
  issuer: DEV_OIDC,
  authorizationEndpoint: `${DEV_OIDC}/auth`,
  tokenEndpoint: `${DEV_OIDC}/token`,
  userinfoEndpoint: `${DEV_OIDC}/userinfo/${provider}`,
  scopes: 'profile email',
})

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/**
 * Dev account #6 (DEV_MNEMONIC, m/44'/60'/0'/0/6): the Buy sandbox's funded account, which no wallet of the dev wallet
 * or the e2e tests uses. A public development key: never hold real value with it.
 */
const ONRAMP_SANDBOX_KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
/**
 * The Buy sandbox's Solana treasury: sha256('foyer-onramp-sandbox-solana-treasury') as an Ed25519 seed, an account of
 * no wallet (the devnet funds the dev accounts #0–#4); it tops itself up through the devnet's requestAirdrop. A public
 * development key: never hold real value with it.
 */
const ONRAMP_SANDBOX_SOLANA_KEY = '0x3514cee98cf1837be5164dac0c404411d8eaa0f262e6dc2742b5d06db4e60d79'
const evmTokens = [
  { address: FUSD, name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
  { address: FOY, name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
]

/** The Solana dev accounts #0–#4 (the dev wallet's), whose transactions the indexer follows. */
const SOLANA_DEV_ADDRESSES = [
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
  '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
  '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
]

export default defineConfig({
  listen: { host: '127.0.0.1', port: 8788 },
  database: { dataDir: '.foyer/server-data' },
  chains: [
    {
      id: FOYER_DEVNET,
      name: 'Foyer Devnet',
      rpcUrls: ['http://127.0.0.1:8545'],
      nativeCurrency: ether,
      tokens: evmTokens,
      spamNftContracts: [SPAM_NFT],
      ensRegistry: ENS_REGISTRY,
    },
    {
      id: FOYER_DEVNET_2,
      name: 'Foyer Devnet 2',
      rpcUrls: ['http://127.0.0.1:8546'],
      nativeCurrency: ether,
      tokens: evmTokens,
      spamNftContracts: [SPAM_NFT],
      ensRegistry: ENS_REGISTRY,
    },
    {
      id: FOYER_SOLANA_DEVNET,
      name: 'Foyer Solana Devnet',
      rpcUrls: ['http://127.0.0.1:8899'],
      wsUrls: ['ws://127.0.0.1:8900'],
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      tokens: [{ address: FDOL, name: 'Foyer Dollar', symbol: 'FDOL', decimals: 6 }],
      watchedAddresses: SOLANA_DEV_ADDRESSES,
    },
  ],
  projects: [
    {
      id: 'foyer-dev',
      // Vite serves the demo on 127.0.0.1:5173; a browser opened on localhost:5173 sends that origin instead.
      allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    },
  ],
  // A fixed table: the devnet's assets have no market. FOY has no price, so the "no price" case shows in the demo too.
  prices: {
    kind: 'fixed',
    prices: {
      [`${FOYER_DEVNET}:native`]: { price: 3000, name: 'Ether', symbol: 'ETH' },
      [`${FOYER_DEVNET_2}:native`]: { price: 3000, name: 'Ether', symbol: 'ETH' },
      [`${FOYER_DEVNET}:${FUSD}`]: { price: 1, name: 'Foyer USD', symbol: 'FUSD' },
      [`${FOYER_DEVNET_2}:${FUSD}`]: { price: 1, name: 'Foyer USD', symbol: 'FUSD' },
      [`${FOYER_SOLANA_DEVNET}:native`]: { price: 150, name: 'Solana', symbol: 'SOL' },
      [`${FOYER_SOLANA_DEVNET}:${FDOL}`]: { price: 1, name: 'Foyer Dollar', symbol: 'FDOL' },
    },
  },
  // Buy: the sandbox onramp provider, a development stand-in whose checkout page this server serves; "paying" there
  // sends devnet ETH from dev account #6, or devnet SOL from the sandbox's Solana treasury, to the buyer's wallet.
  onramp: {
    kind: 'sandbox',
    privateKey: ONRAMP_SANDBOX_KEY,
    solana: { privateKey: ONRAMP_SANDBOX_SOLANA_KEY, airdrop: true },
    assets: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        chainId: FOYER_DEVNET,
        network: 'foyer-devnet',
        networkDisplayName: 'Foyer Devnet',
        prices: { USD: 3000, EUR: 2750 },
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        chainId: FOYER_DEVNET_2,
        network: 'foyer-devnet-2',
        networkDisplayName: 'Foyer Devnet 2',
        prices: { USD: 3000, EUR: 2750 },
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        chainId: FOYER_SOLANA_DEVNET,
        network: 'foyer-solana-devnet',
        networkDisplayName: 'Foyer Solana Devnet',
        decimals: 9,
        prices: { USD: 150, EUR: 140 },
      },
    ],
  },
  // Swaps on the devnet's Uniswap V2 pools: the first devnet chain is served beside spec §9's twelve (which this
  // provider has no pools on, so they answer "Network not supported for Swaps" here). The second devnet is left out on
  // purpose, though its pools exist: the demo then has a chain where the Swap view shows that refusal (e2e/swap.e2e.ts).
  swaps: {
    extraChains: [FOYER_DEVNET],
    provider: { kind: 'uniswap-v2', deployments: { [FOYER_DEVNET]: UNISWAP_V2, [FOYER_DEVNET_2]: UNISWAP_V2 } },
  },
  // Email and social login for the embedded wallet, against the devnet's development parts: codes go to the dev SMTP
  // server (its mailbox page is http://127.0.0.1:8795) and every social provider is the dev OpenID provider on 8796
  // with its development client (ids and secrets are public dev values). The wallet frame is http://localhost:8793.
  login: {
    frameOrigin: 'http://localhost:8793',
    email: {
      mail: { kind: 'smtp', host: '127.0.0.1', port: 8794 },
      from: 'Foyer Demo <login@foyer.localhost>',
      appName: 'Foyer Demo',
      // The demo runs on loopback, where every visitor (a person trying it, each browser test) is 127.0.0.1: the
      // per-client limit (20 codes an hour by default) would count them all as one. The per-address limit (5 an
      // hour) and the 5 tries per code stay as shipped.
      startsPerIp: 200,
    },
    oauth: {
      google: { clientId: 'foyer-dev-google', clientSecret: 'foyer-dev-google-secret', issuer: DEV_OIDC },
      apple: { clientId: 'foyer-dev-apple', clientSecret: 'foyer-dev-apple-secret', issuer: DEV_OIDC },
      github: devOAuth2('github'),
      x: devOAuth2('x'),
      discord: devOAuth2('discord'),
      facebook: devOAuth2('facebook'),
    },
    // Sign In With Farcaster: the ID registry is the devnet's development one on anvil (8545); the message's domain
    // defaults to the frame origin's host (localhost:8793). The frame opens channels on the dev relay on 8797.
    farcaster: { rpcUrl: 'http://127.0.0.1:8545' },
  },
  // The embedded wallet's frame on its own origin (http://localhost:8793 = login.frameOrigin), embeddable only by the
  // demo page (http://127.0.0.1:5173); the frame's browser calls the login API on this server (8788).
  walletFrame: {
    enabled: true,
    listen: { host: '127.0.0.1', port: 8793 },
    hostOrigins: ['http://127.0.0.1:5173'],
    apiUrl: 'http://127.0.0.1:8788',
    // Sign In With Farcaster channels open on the devnet's dev auth relay (a development part), not Farcaster's.
    farcasterRelayUrl: 'http://127.0.0.1:8797',
    // The embedded wallet's ERC-4337 account on the devnet: the EntryPoint v0.8 and SimpleAccountFactory v0.8 at
    // their canonical addresses (the devnet installs them on 8545) and the devnet's bundler (alto) on 8798.
    smartAccounts: [
      {
        chain: FOYER_DEVNET,
        bundlerUrl: 'http://127.0.0.1:8798',
        entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        factory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
      },
    ],
  },
})
