// The parts of eth-infinitism's SimpleAccount and SimpleAccountFactory v0.8 (@account-abstraction/contracts 0.8.0) the
// embedded wallet calls. Written as human-readable ABI so the browser bundle carries no artifact JSON.
import { parseAbi } from 'viem'

export const simpleAccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
  'function owner() view returns (address)',
])

export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
