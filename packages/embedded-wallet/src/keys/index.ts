export * from './derive-accounts.js'
export * from './seed.js'
export * from './share-encryption.js'
export * from './split-seed.js'
