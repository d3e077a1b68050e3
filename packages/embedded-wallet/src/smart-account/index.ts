export {
  decodeSimpleAccountCalls,
  getSmartAccountAddress,
  SmartAccountCannotSignError,
  toFoyerSmartAccount,
  type FoyerSmartAccount,
  type FoyerSmartAccountImplementation,
  type FoyerSmartAccountParameters,
} from './foyer-smart-account.js'
export { isSmartAccountDeployed } from './smart-account-deployed.js'
export {
  createFoyerBundlerClient,
  sendSmartAccountCalls,
  UserOperationRevertedError,
  type SmartAccountCall,
} from './send-calls.js'
export { simpleAccountAbi, simpleAccountFactoryAbi } from './simple-account-abi.js'
