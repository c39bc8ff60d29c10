'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { checkMintInput } from './mint-input';

/** Open a token by its mint; the address is checked here, before any request. */
export function OpenTokenForm({ connected }: { connected: boolean }) {
  const router = useRouter();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [pending, startTransition] = React.useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkMintInput(value);
    if (!check.ok) {
      setError(check.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    startTransition(() => router.push(`/tokens/${check.mint}`));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <Field
        id="mint"
        label="Token mint address"
        description={
          connected
            ? 'The token’s mint: 32 to 44 letters and digits.'
            : 'The token’s mint: 32 to 44 letters and digits. You will be asked to connect first.'
        }
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            name="mint"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            placeholder="Paste a mint address"
            className="font-mono text-xs sm:text-sm"
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Opening…' : 'Open token'}
        </Button>
      </div>
    </form>
  );
}
