import { Component, type ReactNode } from 'react';
import { GENERIC_FAILURE } from '../api/client';
import { Button } from './button';
import { Message } from './message';

interface State {
  failed: boolean;
}

/** Keeps a broken section from blanking the whole page; the shopper can retry just that part. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="section-error">
        <Message kind="error">{GENERIC_FAILURE}</Message>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}
