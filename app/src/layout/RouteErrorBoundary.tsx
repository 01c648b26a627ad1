import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink, ErrorPage } from '@lnf/ui';
import { errorPages as copy } from '../content/errors';
import { isChunkLoadError, reloadOnce, type ChunkReloadEnv } from '../lib/chunkReload';
import { statusOf } from '../lib/pageError';
import { HydrationMark } from './HydrationMark';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value clears the error (the location: another page may render). */
  resetKey?: unknown;
  /** Clock, storage and reload of the chunk reload guard. @default the browser's */
  chunkReload?: ChunkReloadEnv;
  /** Wraps the error page in a `main` landmark, for a boundary outside every layout. @default false */
  bare?: boolean;
}

interface State {
  error: unknown;
  /** A chunk failure waits for componentDidCatch to decide: reload (show nothing) or the error page. */
  chunk: 'none' | 'deciding' | 'reloading' | 'failed';
  resetKey: unknown;
}

const NONE = { error: null, chunk: 'none' } as const;

/**
 * Catches what a page throws while it renders or loads (spec sections 2 and 8): a failed page
 * validation (PageError 404) shows 404 'This page could not be found'; a chunk that will not load
 * reloads the page once per 60 s, then shows the error page; anything else shows its status code
 * (500 by default) and a message. Every error page has a way home.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { ...NONE, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, chunk: isChunkLoadError(error) ? 'deciding' : 'none' };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { ...NONE, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    this.setState({ chunk: reloadOnce(this.props.chunkReload) ? 'reloading' : 'failed' });
  }

  render() {
    const { error, chunk } = this.state;
    if (error === null) return this.props.children;
    if (chunk === 'deciding' || chunk === 'reloading') return null;
    const page = (
      <>
        <ErrorView error={error} chunkFailed={chunk === 'failed'} reload={this.props.chunkReload?.reload} />
        <HydrationMark />
      </>
    );
    return this.props.bare ? <main id="main">{page}</main> : page;
  }
}

function ErrorView({ error, chunkFailed, reload }: { error: unknown; chunkFailed: boolean; reload?: () => void }) {
  if (chunkFailed) {
    return (
      <ErrorPage
        statusCode={copy.other.code}
        message={copy.chunk.heading}
        description={copy.chunk.text}
        homeLabel={copy.home}
        actions={
          // A link to this page, so it reloads even when no script runs; with scripts, the reload
          // the chunk-reload rules allow. Not React Aria's Button: this boundary is in the entry,
          // which loads none of React Aria. (Only a browser renders it: a chunk fails there.)
          <ButtonLink
            size="lg"
            variant="secondary"
            href={window.location.href}
            onClick={(event) => {
              event.preventDefault();
              (reload ?? (() => window.location.reload()))();
            }}
          >
            {copy.chunk.reload}
          </ButtonLink>
        }
      />
    );
  }
  const status = statusOf(error);
  const text = status === 404 ? copy.notFound : copy.other;
  return <ErrorPage statusCode={status} message={text.heading} description={text.text} homeLabel={copy.home} />;
}

/** The boundary of a layout: around the page, cleared when the location changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}
