import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError } from '../../lib/chunkLoadError';
import { OfflinePage } from './OfflinePage';
import { RouteError } from './RouteError';

interface Props {
  /** Changes on every navigation, so leaving a broken page clears the error. */
  locationKey: string;
  /** The path that failed: the error page offers a way back to its area's home. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Shows the spec's error page for any error thrown while rendering what it wraps. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.locationKey };
    if (state.error && state.failedAt !== props.locationKey) return { error: null, failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    // A page's code missing offline is expected, and the page says so.
    if (isChunkLoadError(error)) console.info('[router] page code not available', error);
    else console.error('[router]', error);
  }

  private retry = () => this.setState({ error: null, failedAt: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A page whose code is not stored yet and cannot be fetched: said in words (decision 0012).
    if (isChunkLoadError(error)) return <OfflinePage />;
    return <RouteError error={error} pathname={this.props.pathname} onRetry={this.retry} />;
  }
}

/**
 * One boundary per route: a page that throws shows the error inside its area's layout (header,
 * sidebar and navigation stay usable) instead of replacing the whole app.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key, pathname } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key} pathname={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}
