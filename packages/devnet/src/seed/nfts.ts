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

export async function deployNfts(sender: SeedSender, deployer: LocalAccount): Promise<void> {
  for (const collection of [DEVNET_NFT, DEVNET_SPAM_NFT]) {
    const { name, symbol, description, label, hue } = collection
    await sender.deploy(
      deployer,
      foyerPassArtifact,
      [name, symbol, description, label, BigInt(hue)],
      `deploy ${symbol}`,
    )
  }
}

export async function mintPasses(sender: SeedSender, deployer: LocalAccount, owner: Address): Promise<void> {
  for (const tokenId of NFT_SEED.passTokenIds) {
    await sender.call(deployer, passContract(DEVNET_NFT), 'mint', [owner, tokenId], {
      label: `mint ${DEVNET_NFT.symbol} #${tokenId}`,
    })
  }
}

/** Unsolicited, as spam NFTs arrive: minted straight into the account. */
export async function airdropSpamNft(sender: SeedSender, deployer: LocalAccount, victim: Address): Promise<void> {
  await sender.call(deployer, passContract(DEVNET_SPAM_NFT), 'mint', [victim, NFT_SEED.spamTokenId], {
    label: `airdrop ${DEVNET_SPAM_NFT.symbol} #${NFT_SEED.spamTokenId}`,
  })
}
