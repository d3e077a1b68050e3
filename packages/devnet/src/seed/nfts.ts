// The NFT collections: the Foyer Pass (deployer nonce 2) and a spam-style airdrop (nonce 3), both FoyerPass contracts
// whose tokenURI answers data: URI metadata with an SVG image, so nothing has to serve them.
import type { Address, LocalAccount } from 'viem'
import { foyerPassArtifact } from '../contracts/artifacts.js'
import { DEVNET_NFT, DEVNET_SPAM_NFT, type DevnetNftCollection } from '../contracts/addresses.js'
import type { SeedSender } from './seed-sender.js'

export const NFT_SEED = {
  /** Foyer Pass token ids minted to dev account #0. */
  passTokenIds: [1n, 2n] as readonly bigint[],
  /** Spam NFT token id airdropped to dev account #0. */
  spamTokenId: 1n,
} as const

const passContract = (collection: DevnetNftCollection) => ({ address: collection.address, abi: foyerPassArtifact.abi })

export function deployNfts(sender: SeedSender, deployer: LocalAccount): void {
  for (const collection of [DEVNET_NFT, DEVNET_SPAM_NFT]) {
    const { name, symbol, description, label, hue } = collection
    void sender.deploy(deployer, foyerPassArtifact, [name, symbol, description, label, BigInt(hue)], `deploy ${symbol}`)
  }
}

export function mintPasses(sender: SeedSender, deployer: LocalAccount, owner: Address): void {
  for (const tokenId of NFT_SEED.passTokenIds) {
    void sender.call(deployer, passContract(DEVNET_NFT), 'mint', [owner, tokenId], {
      label: `mint ${DEVNET_NFT.symbol} #${tokenId}`,
    })
  }
}

/** Unsolicited, as spam NFTs arrive: minted straight into the account. */
export function airdropSpamNft(sender: SeedSender, deployer: LocalAccount, victim: Address): void {
  void sender.call(deployer, passContract(DEVNET_SPAM_NFT), 'mint', [victim, NFT_SEED.spamTokenId], {
    label: `airdrop ${DEVNET_SPAM_NFT.symbol} #${NFT_SEED.spamTokenId}`,
  })
}
