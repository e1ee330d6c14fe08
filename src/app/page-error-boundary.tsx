import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  /** The page's path: a new one clears a shown error. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  path: string;
}

/** A page that failed to load (its chunk) or to render shows RouteError inside the shell. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
