import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
    return <SectionError onRetry={() => this.setState({ failed: false })} />;
  }
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="section-error">
      <Message kind="error">{t('common.genericFailure')}</Message>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
