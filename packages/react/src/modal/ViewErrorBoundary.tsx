import { Component, type ReactNode } from 'react'

interface Props {
  fallback: (retry: () => void) => ReactNode
  onRetry: () => void
  children: ReactNode
}

/** Keeps a view that failed (e.g. its chunk did not load) from taking the host app down with it. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  retry = (): void => {
    this.props.onRetry()
    this.setState({ failed: false })
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
