'use client';

import * as React from 'react';
import type { ImageChoice } from './inspect-image';

// The image the person chose: checked as soon as it is picked (the latest pick wins if they pick again
// while one is being checked), with its preview URL released when it is replaced or the form goes away.
// The checks (the file's real type, its structure, decoding it) load with the first pick.

export type ImageState =
  | { status: 'none' }
  | { status: 'checking'; name: string }
  | { status: 'ok'; choice: ImageChoice }
  | { status: 'error'; name: string; message: string };

export function useImageChoice() {
  const [state, setState] = React.useState<ImageState>({ status: 'none' });
  const latest = React.useRef(0);
  const url = React.useRef<string | null>(null);

  const release = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  React.useEffect(() => release, []);

  const choose = React.useCallback(async (file: File | null) => {
    const pick = ++latest.current;
    release();
    if (!file) return setState({ status: 'none' });
    setState({ status: 'checking', name: file.name });
    const inspected = await import('./inspect-image')
      .then(({ inspectImage }) => inspectImage(file))
      .catch(() => ({
        ok: false as const,
        message: `“${file.name}” could not be read.`,
      }));
    if (pick !== latest.current) {
      if (inspected.ok) URL.revokeObjectURL(inspected.choice.previewUrl);
      return;
    }
    if (!inspected.ok) return setState({ status: 'error', name: file.name, message: inspected.message });
    url.current = inspected.choice.previewUrl;
    setState({ status: 'ok', choice: inspected.choice });
  }, []);

  return { state, choose };
}
