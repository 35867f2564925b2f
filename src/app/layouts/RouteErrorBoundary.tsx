import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** Changes on every navigation, so leaving a broken page clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Shows the spec's error page for any error thrown while rendering a route. */
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
    console.error('[router]', error);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
