'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { LockedBadge } from '@/components/ui/lock-badge';
import { TokenImage } from '@/components/ui/token-image';
import { IMAGE_FORMAT_NAME } from '@/lib/domain/image-format-name';
import { fileSizeText } from '@/lib/format/file-size';
import type { ImageState } from './use-image-choice';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

function Preview({ state }: { state: ImageState }) {
  if (state.status === 'ok') {
    const { choice } = state;
    return (
      <figure className="grid justify-items-start gap-1.5">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the checked bytes */}
        <img
          src={choice.previewUrl}
          alt={`Preview of ${choice.name}`}
          width={80}
          height={80}
          className="size-16 rounded-xl border border-border bg-muted object-contain sm:size-20"
        />
        <figcaption className="text-xs text-muted-foreground" data-testid="image-facts">
          {IMAGE_FORMAT_NAME[choice.ext]}, {choice.width} × {choice.height} pixels,{' '}
          {fileSizeText(choice.bytes.length)}
        </figcaption>
      </figure>
    );
  }
  return (
    <div className="grid size-16 place-items-center rounded-xl border border-dashed border-border text-center text-xs text-muted-foreground sm:size-20">
      {state.status === 'checking' ? 'Checking…' : 'None'}
    </div>
  );
}

/** The image: the current one beside the new one's preview, with what the checks found. */
export function ImageField({
  locked,
  currentUrl,
  tokenName,
  state,
  onChoose,
  disabled,
}: {
  locked: boolean;
  currentUrl: string | null;
  tokenName: string;
  state: ImageState;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}) {
  const input = React.useRef<HTMLInputElement>(null);
  const error = state.status === 'error' ? state.message : null;
  const remove = () => {
    if (input.current) input.current.value = '';
    onChoose(null);
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-6">
        <div className="grid justify-items-start gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">Current image</p>
          <TokenImage src={currentUrl} symbol={null} name={tokenName} />
        </div>
        {locked ? null : (
          <div className="grid justify-items-start gap-1.5">
            <p className="text-xs font-medium text-muted-foreground">New image</p>
            <Preview state={state} />
          </div>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="propose-image" className="inline-flex items-center gap-2">
          Image
          {locked ? <LockedBadge /> : null}
        </Label>
        {locked ? (
          <p className="text-xs text-muted-foreground">
            Locked for good by the governance: no proposal can change the image.
          </p>
        ) : (
          <>
            <input
              ref={input}
              id="propose-image"
              type="file"
              accept={ACCEPT}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={`propose-image-description${error ? ' propose-image-error' : ''}`}
              onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
            />
            <p id="propose-image-description" className="text-xs text-muted-foreground">
              PNG, JPEG, WebP or GIF, at most 5 MiB. Checked by its content, not its name, before anything is
              uploaded. Leave empty to keep the current image.
            </p>
            <p id="propose-image-error" role="alert" className="text-xs font-medium text-danger empty:hidden">
              {error ?? ''}
            </p>
            <p role="status" className="sr-only">
              {state.status === 'checking'
                ? `Checking ${state.name}…`
                : state.status === 'ok'
                  ? `${state.choice.name} is a ${IMAGE_FORMAT_NAME[state.choice.ext]} image of ${state.choice.width} × ${state.choice.height} pixels; it will be proposed as the new image.`
                  : ''}
            </p>
            {state.status === 'ok' || state.status === 'error' ? (
              <div>
                <Button variant="secondary" size="sm" onClick={remove} disabled={disabled}>
                  {state.status === 'ok' ? 'Keep the current image' : 'Clear'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
