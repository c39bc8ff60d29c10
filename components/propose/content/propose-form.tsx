'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Card, CardTitle } from '@/components/ui/card';
import { UNREACHABLE_MESSAGE } from '@/lib/client/api';
import type { Governance } from '@/lib/partner';
import { bondView } from './bond';
import { contentChanges, type ContentField, type CurrentContent, type TextField } from './fields';
import type { DurationWindow } from './duration';
import { DurationField } from './duration-field';
import { FeeFields } from './fee-fields';
import {
  defaultValues,
  type ProposeFormContext,
  type ProposeOutput,
  type ProposeValues,
} from './form-values';
import { ImageField } from './image-field';
import { loadProgress, SummaryPanel } from './summary-panel';
import { ByteField, DescriptionField, LinkInput } from './text-fields';
import { useImageChoice } from './use-image-choice';
import { useProposeFlow, type Created } from './use-propose-flow';
import { useStaleRebase } from './use-stale-rebase';

export interface ProposeFormProps {
  mint: string;
  governance: Governance;
  current: CurrentContent;
  locked: ReadonlySet<ContentField>;
  symbol: string | null;
  balance: bigint | null;
  balanceState: 'loading' | 'known' | 'unknown';
  window: DurationWindow;
  /** Called when the person sends the proposal, and when a send ends without creating one. */
  onSend: () => void;
  onNotCreated: () => void;
}

function createdHref(mint: string, created: Created): string {
  if (!created.proposal) return `/tokens/${mint}`;
  const query = new URLSearchParams();
  if (created.metadataUri) query.set('metadataUri', created.metadataUri);
  if (created.imageUri) query.set('imageUri', created.imageUri);
  const search = query.toString();
  return `/tokens/${mint}/proposals/${created.proposal}${search ? `?${search}` : ''}`;
}

// The schema (zod, and lib/partner's field and request rules) is not needed to show the form: it loads with
// the form's first check. The person's first focus in the form starts loading it ahead of her first edit,
// with the view of a sent proposal's progress.
const loadSchema = () => import('./form-schema');
const loadOnFocus = () => {
  // Only a head start: a load that fails here is told by the check that needs it.
  loadSchema().catch(() => undefined);
  loadProgress().catch(() => undefined);
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id} className="grid gap-4">
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Card>
  );
}

/** The update-content form: the fields, live checks, and the proposal's summary with its submit. */
export function ProposeForm(props: ProposeFormProps) {
  const { mint, governance, locked, symbol } = props;
  const router = useRouter();
  const image = useImageChoice();
  const imageName = image.state.status === 'ok' ? image.state.choice.name : null;
  const rebase = useStaleRebase({ mint, governance, initial: props.current });
  const { baseline } = rebase;

  // The resolver builds the schema from what the form stands on when it checks (react-hook-form passes
  // the latest `context` to it on every check).
  const context: ProposeFormContext = { mint, locked, current: baseline, window: props.window, imageName };
  const [unreachable, setUnreachable] = React.useState(false);
  const form = useForm<ProposeValues, ProposeFormContext, ProposeOutput>({
    resolver: async (values, ctx, options) => {
      const loaded = await loadSchema().catch(() => null);
      // The checks' code did not arrive (the network went away): the form says so and sends nothing,
      // until a later check loads it.
      setUnreachable(!loaded);
      if (!loaded)
        return { values: {}, errors: { root: { type: 'unreachable', message: UNREACHABLE_MESSAGE } } };
      return loaded.proposeResolver(ctx ?? context)(values, ctx, options);
    },
    context,
    mode: 'onChange',
    defaultValues: defaultValues(props.current),
  });
  // The fields start at today's values, which need no check; a chosen image or a rebase changes what the
  // values are checked against, so the whole form is checked again then.
  const { trigger } = form;
  const checkedFor = React.useRef({ imageName, baseline });
  React.useEffect(() => {
    if (checkedFor.current.imageName === imageName && checkedFor.current.baseline === baseline) return;
    checkedFor.current = { imageName, baseline };
    void trigger();
  }, [trigger, imageName, baseline]);

  const { flow, upload } = useProposeFlow({
    mint,
    onCreated: (created) => router.push(createdHref(mint, created)),
    onNotCreated: props.onNotCreated,
    onFailed: (final) => {
      if (final.error.code === 'stale_content_revision') void rebase.run(form, flow.retry);
    },
  });

  const typed = useWatch({ control: form.control }) as Record<TextField, string>;
  const changes = contentChanges(typed, baseline, locked, imageName);
  const bond = bondView(governance, props.balance);
  const blockers: string[] = [];
  if (unreachable) blockers.push(UNREACHABLE_MESSAGE);
  if (image.state.status === 'checking') blockers.push('Wait: the image is being checked.');
  if (image.state.status === 'error') blockers.push('Choose another image, or keep the current one.');
  if ((bond.shortfall ?? 0n) > 0n) blockers.push('You cannot cover the bond.');
  if (changes.length > 0 && !form.formState.isValid && !unreachable)
    blockers.push('Fix the fields marked above.');
  if (changes.length === 0) blockers.push('Change at least one field.');
  const running = flow.state.phase !== 'idle';

  const submit = form.handleSubmit((output) => {
    if (blockers.length > 0) return;
    const choice = image.state.status === 'ok' ? image.state.choice : null;
    rebase.clear();
    props.onSend();
    flow.start({ fields: output.fields, image: choice ? { bytes: choice.bytes, name: choice.name } : null });
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        onFocus={loadOnFocus}
        aria-label="Propose a change"
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <fieldset disabled={running} className="grid min-w-0 gap-6">
          <Section id="names-title" title="Name and symbol">
            <div className="grid gap-4 sm:grid-cols-2">
              <ByteField field="name" locked={locked.has('name')} />
              <ByteField field="symbol" locked={locked.has('symbol')} />
            </div>
            <DescriptionField locked={locked.has('description')} />
          </Section>
          <Section id="links-title" title="Links">
            <LinkInput field="website" locked={locked.has('website')} current={baseline.website} />
            <LinkInput field="twitter" locked={locked.has('twitter')} current={baseline.twitter} />
            <LinkInput field="telegram" locked={locked.has('telegram')} current={baseline.telegram} />
          </Section>
          <Section id="image-title" title="Token image">
            <ImageField
              locked={locked.has('image')}
              currentUrl={baseline.image}
              tokenName={baseline.name}
              state={image.state}
              onChoose={(file) => void image.choose(file)}
              disabled={running}
            />
          </Section>
          <Section id="vote-title" title="Vote and fees">
            <DurationField window={props.window} />
            <FeeFields />
          </Section>
        </fieldset>
        <div className="lg:sticky lg:top-4">
          <SummaryPanel
            changes={changes}
            bond={bond}
            balance={props.balance}
            balanceState={props.balanceState}
            symbol={symbol}
            blockers={blockers}
            stale={rebase.stale}
            flow={flow}
            upload={upload}
            mint={mint}
          />
        </div>
      </form>
    </FormProvider>
  );
}
