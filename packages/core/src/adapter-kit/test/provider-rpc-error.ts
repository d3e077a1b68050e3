// A wallet's EIP-1193 error as providers throw it (a numeric code on an Error), for the adapter-kit tests.
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}
