import { Component, type ErrorInfo, type ReactNode } from 'react';
import { forgetFailedDownloads } from './preloadable';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** A new value (the next page's address) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  caughtAt: string | null;
}

/** Catches whatever slips through a page, so the guest sees a message instead of a blank screen. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.caughtAt === null) return { caughtAt: props.resetKey };
    return state.caughtAt === props.resetKey ? null : { error: null, caughtAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
    // A page whose code failed to download downloads it again on Try again or on coming back.
    forgetFailedDownloads();
  }

  private readonly retry = () => this.setState({ error: null, caughtAt: null });

  render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} onRetry={this.retry} />
    );
  }
}
