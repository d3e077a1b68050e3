// Every string the wallet frame shows. The frame is its own page on its own origin, without React, so it cannot use
// @foyer/react's catalogue; this is its catalogue, in the same `{placeholder}` style.
export const frameMessages = {
  approveTitle: 'Approve request',
  approveFrom: 'Requested by {origin}',
  approve: 'Approve',
  reject: 'Reject',
  signMessageTitle: 'Sign message',
  signTypedDataTitle: 'Sign typed data',
  sendTransactionTitle: 'Send transaction',
  sendCallsTitle: 'Send {count} calls together',
  fieldCall: 'Call {n}',
  fieldSmartAccount: 'Smart account',
  smartAccountFirstUse: 'Not deployed yet: this transaction deploys it, paid from its balance.',
  solanaSignMessageTitle: 'Sign Solana message',
  solanaSignTransactionTitle: 'Sign Solana transaction',
  solanaSendTransactionTitle: 'Sign and send Solana transaction',
  otherRequestTitle: 'Approve {method}',
  fieldAccount: 'Account',
  fieldNetwork: 'Network',
  fieldMessage: 'Message',
  fieldTo: 'To',
  fieldValue: 'Value',
  fieldFunction: 'Function',
  fieldData: 'Data',
  fieldDomain: 'Domain',
  fieldPrimaryType: 'Type',
  fieldFeePayer: 'Fee payer',
  fieldInstructions: 'Instructions',
  fieldPrograms: 'Programs',
  recoveryTitle: 'Save your recovery code',
  recoveryIntro:
    'You need this code to use your wallet on another browser. Write it down and keep it safe: nobody, not even the server, can recover it for you.',
  recoveryDone: 'I saved it',
  recoveryEnterTitle: 'Enter your recovery code',
  recoveryEnterIntro:
    'This browser does not have your wallet yet. Enter the recovery code you saved when you created it.',
  recoveryLabel: 'Recovery code',
  recoveryContinue: 'Continue',
  recoveryCancel: 'Cancel',
  exportTitle: 'Export private key',
  exportCodeIntro: 'We sent a code to {email}. Enter it to show your keys.',
  exportCodeLabel: 'Code',
  exportShow: 'Show keys',
  exportWarning: 'Anyone with these keys controls your wallet. Never share them.',
  exportMnemonic: 'Recovery phrase',
  exportEvmKey: 'EVM private key',
  exportSolanaKey: 'Solana private key',
  exportClose: 'Done',
  exportNoEmail: 'Re-authentication is only available for email accounts.',
} as const

export type FrameMessageKey = keyof typeof frameMessages

export function t(key: FrameMessageKey, values: Record<string, string> = {}): string {
  return frameMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}
