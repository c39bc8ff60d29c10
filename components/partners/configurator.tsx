'use client';

import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { LOCALE_NAMES, matchLocale, WIDGET_LOCALES } from '@/lib/embed/locales';
import { parseAccent } from '@/lib/embed/theme';
import {
  ATTRIBUTE_AMOUNT,
  DEFAULT_SETTINGS,
  widgetAttributes,
  widgetSnippet,
  type WidgetSettings,
} from '@/lib/embed/snippet';
import { CopyButton } from './copy-button';
import { TokenPicker, type PartnerToken } from './token-picker';

const select =
  'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** How long the preview waits after the last change before it reloads the widget. */
const PREVIEW_SETTLE_MS = 400;

/** The last valid settings, once they have not changed for a moment (null before the first). */
function useSettledSettings(values: WidgetSettings, valid: boolean): WidgetSettings | null {
  const [settled, setSettled] = React.useState<WidgetSettings | null>(null);
  const key = valid ? JSON.stringify(values) : null;
  React.useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => setSettled(JSON.parse(key) as WidgetSettings), PREVIEW_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * The widget configurator: the choices on react-hook-form, the snippet as they stand, and the real
 * widget beside them (a <trade-widget> on this page, loaded by /embed.js as on a partner's page), whose
 * events the inspector lists.
 */
export function Configurator({
  origin,
  tokens,
  children,
}: {
  origin: string;
  tokens: PartnerToken[];
  /** The event inspector, composed in by the page. */
  children?: React.ReactNode;
}) {
  const id = React.useId();
  const form = useForm<WidgetSettings>({
    mode: 'onChange',
    defaultValues: { ...DEFAULT_SETTINGS, mint: tokens[0]?.mint ?? '' },
  });
  const { control, register, setValue, formState } = form;
  const values = useWatch({ control }) as WidgetSettings;
  const valid = formState.isValid;
  const snippet = widgetSnippet(origin, values);
  const shown = useSettledSettings(values, valid);
  const attributes = shown ? Object.fromEntries(widgetAttributes(shown)) : null;
  /** A setting's field: its error read from the form, its id under the configurator's. */
  const fieldOf = (name: keyof WidgetSettings) => ({ control, name, id: `${id}-${name}` });
  const amountHelp =
    values.side === 'sell' ? 'Tokens to sell, written with a dot.' : 'SOL to spend, written with a dot.';
  const localeHelp =
    values.locale && !matchLocale(values.locale) ? 'Not spoken: the widget will use English.' : undefined;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card aria-labelledby={`${id}-choices`} className="grid gap-4">
        <CardTitle id={`${id}-choices`}>Choices</CardTitle>
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()} noValidate>
          <FormField {...fieldOf('mint')} label="Token" description="Search by name, symbol or mint.">
            {(props) => (
              <TokenPicker
                {...props}
                initial={tokens}
                value={values.mint}
                onChoose={(mint) => setValue('mint', mint, { shouldValidate: true, shouldDirty: true })}
              />
            )}
          </FormField>
          <input type="hidden" {...register('mint', { required: 'Choose a token.' })} />

          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Side</legend>
            <div className="flex gap-4 text-sm">
              {(['buy', 'sell'] as const).map((side) => (
                <label key={side} className="flex items-center gap-2">
                  <input type="radio" value={side} {...register('side')} />
                  {side === 'buy' ? 'Buy' : 'Sell'}
                </label>
              ))}
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('lockSide')} />
              Lock the side (visitors cannot switch)
            </label>
          </fieldset>

          <FormField {...fieldOf('amount')} label="Default amount" description={amountHelp}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                placeholder="0.5"
                {...register('amount', {
                  validate: (value) =>
                    !value.trim() ||
                    ATTRIBUTE_AMOUNT.test(value.trim()) ||
                    'Write the amount with digits and a dot, like 0.5 (the widget shows it the visitor’s way).',
                })}
              />
            )}
          </FormField>

          <FormField {...fieldOf('theme')} label="Theme">
            {(props) => (
              <select {...props} className={select} {...register('theme')}>
                <option value="auto">Auto (the visitor’s system)</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </select>
            )}
          </FormField>

          <FormField
            {...fieldOf('accent')}
            label="Accent colour"
            description="#rgb or #rrggbb; empty for the dashboard’s."
          >
            {(props) => (
              <div className="flex gap-2">
                <Input
                  {...props}
                  placeholder="#7c3aed"
                  {...register('accent', {
                    validate: (value) =>
                      !value.trim() ||
                      parseAccent(value.trim()) !== null ||
                      'Write a colour as #rgb or #rrggbb.',
                  })}
                />
                <input
                  type="color"
                  aria-label="Pick the accent colour"
                  className="h-10 w-12 shrink-0 rounded-lg border border-border bg-card"
                  value={parseAccent(values.accent?.trim()) ?? '#3b5bdb'}
                  onChange={(event) => setValue('accent', event.target.value, { shouldValidate: true })}
                />
              </div>
            )}
          </FormField>

          <FormField {...fieldOf('locale')} label="Language" description={localeHelp}>
            {(props) => (
              <select {...props} className={select} {...register('locale')}>
                <option value="">The visitor’s browser language</option>
                {WIDGET_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {LOCALE_NAMES[locale]} ({locale})
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </form>
      </Card>

      <div className="grid gap-6">
        <Card aria-labelledby={`${id}-snippet`} className="grid gap-3">
          <CardTitle id={`${id}-snippet`}>Snippet</CardTitle>
          <CardDescription>Paste it into a page on an allowed origin.</CardDescription>
          <pre
            tabIndex={0}
            aria-label="The snippet to paste"
            data-snippet
            className="overflow-x-auto rounded-lg border border-border bg-muted p-3 text-xs"
          >
            <code>{snippet}</code>
          </pre>
          <div>
            <CopyButton text={snippet} label="Copy snippet" />
          </div>
        </Card>
        <Card aria-labelledby={`${id}-preview`} className="grid gap-3">
          <CardTitle id={`${id}-preview`}>Preview</CardTitle>
          <CardDescription>
            The real widget with these choices; it trades for real once connected.
          </CardDescription>
          <div className="rounded-lg border border-dashed border-border p-3">
            {attributes?.mint ? (
              <trade-widget {...(attributes as { mint: string })} data-label="preview" />
            ) : (
              <p className="text-sm text-muted-foreground">Choose a token to see the widget.</p>
            )}
          </div>
        </Card>
        {children}
      </div>
    </div>
  );
}
