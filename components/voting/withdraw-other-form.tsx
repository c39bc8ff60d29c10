'use client';

import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { VoterField } from './voter-field';

type VoterValues = { voter: string };

/** The voter's check; its schema (and zod) load when the person first asks for a review, not with the page. */
function voterResolver(
  check?: (voter: string) => string | null,
): Resolver<VoterValues, unknown, VoterValues> {
  return async (values, context, options) => {
    const { fieldResolver, voterFormSchema } = await import('./requests');
    return fieldResolver(voterFormSchema(check))(values, context, options);
  };
}

/** The voter's address and the review button of "Withdraw for another wallet" (loaded when it is opened). */
export function WithdrawOtherForm({
  onReview,
  check,
}: {
  onReview: (voter: string) => void;
  /** What the page already knows stops a withdrawal for this wallet, or null. */
  check?: (voter: string) => string | null;
}) {
  const id = React.useId();
  // Checked when the person asks for the review, and again only at their next request.
  const form = useForm({
    resolver: voterResolver(check),
    defaultValues: { voter: '' },
    reValidateMode: 'onSubmit',
  });
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start"
      noValidate
      onSubmit={form.handleSubmit(({ voter }) => onReview(voter))}
    >
      <VoterField id={id} control={form.control} input={form.register('voter')} />
      <Button type="submit" variant="secondary" className="sm:mt-6.5">
        Review
      </Button>
    </form>
  );
}
