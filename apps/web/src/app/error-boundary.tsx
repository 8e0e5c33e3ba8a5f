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
    if (
      /dynamically imported module|Importing a module script failed/i.test(this.state.error?.message ?? '')
    ) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    // Plain markup: the boundary must not pull heavy components into the first screen.
    return (
      <div className="error-page" role="alert" onClick={this.retry} data-testid="error-boundary">
        <div className="error-page__icon">!</div>
        <div className="error-page__title">{i18n.t('error.title')}</div>
        <div className="error-page__text">{i18n.t('error.description')}</div>
        <button type="button" className="error-page__button">
          {i18n.t('error.reload')}
        </button>
      </div>
    );
  }
}
