'use client';

import * as React from 'react';

/**
 * A view whose code loads when it is first shown (`load` answers its component), drawn in its own
 * Suspense boundary with nothing in its place meanwhile: for views most visits never see, such as an
 * error boundary's.
 */
export function lazyView<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazyView(props: P) {
    return (
      <React.Suspense>
        <Lazy {...props} />
      </React.Suspense>
    );
  };
}
