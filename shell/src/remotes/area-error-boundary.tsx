import type { AreaLayout, AreaName } from '@organizator/shared/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';

interface Props {
  area: AreaName;
  layout: AreaLayout;
  /** Drops the area's loaded module and loads the remote afresh. */
  onRetry: () => void;
  children: ReactNode;
}

/** A chunk the bundler could not download (gone after a redeploy, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message))
  );
}

/**
 * Areas already recovered automatically in this tab: a stale chunk is recovered once without a
 * click; if the fresh load fails too, the panel shows (a loop of reloads would help nobody).
 */
const recovered = new Set<AreaName>();

/** Tests only. */
export const resetRecovered = () => recovered.clear();

/**
 * Catches a remote page that throws while rendering, so only its area shows the error panel. A page
 * chunk that cannot be downloaded (usually a tab opened before the remote was redeployed, whose old
 * hashed chunks are gone) reloads the remote's new entry automatically, once.
 */
export class AreaErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    if (isChunkLoadError(error) && !recovered.has(this.props.area)) {
      recovered.add(this.props.area);
      this.props.onRetry();
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorPanel
        layout={this.props.layout}
        onRetry={() => {
          this.setState({ failed: false, error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}
