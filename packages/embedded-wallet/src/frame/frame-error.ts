// The error the frame answers a request with: an EIP-1193 / EIP-5792 code and a message the page may show. Its own
// module so the frame's request handlers (frame-rpc.ts, smart-account-rpc.ts) share it without importing each other.
export class FrameRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'FrameRpcError'
  }
}
