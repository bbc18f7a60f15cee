import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a crash in one small part (a menu badge, a status icon) from taking out what surrounds
 * it: the part is replaced by its plain fallback, the rest of the screen keeps working.
 */
export class Guard extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the screen failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
