import { Button, ErrorBlock } from 'antd-mobile';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';

interface State {
  error: Error | null;
}

/** Catches a crashing page; a tap retries (a stale lazy chunk after a deploy is reloaded). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page crashed', error, info.componentStack);
  }

  private retry = () => {
    if (/dynamically imported module|Importing a module script failed/i.test(this.state.error?.message ?? '')) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-page" role="alert" onClick={this.retry}>
        <ErrorBlock status="default" title={i18n.t('error.title')} description={i18n.t('error.description')}>
          <Button color="primary" fill="solid" onClick={this.retry}>
            {i18n.t('error.reload')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
}
