'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { readErrorText } from '@/components/write/error-text';
import { followsQuery, reasonsOf, useFollow } from '@/lib/client/follows';

/**
 * Follow / Unfollow on a token's page: the token joins (or leaves) My governance at once, and goes back
 * as it was if the server refuses. A token she holds stays in My governance after an unfollow, and the
 * button says so.
 */
export function FollowButton({ mint }: { mint: string }) {
  const follows = useQuery(followsQuery());
  const change = useFollow(mint);
  const [note, setNote] = React.useState<string | null>(null);
  const reasons = reasonsOf(follows.data, mint);
  const followed = reasons.includes('followed');
  const held = reasons.includes('held');

  const toggle = () => {
    const follow = !followed;
    setNote(null);
    change.mutate(follow, {
      onSuccess: (answer) => {
        if (follow) setNote('Followed: it is in My governance.');
        else if (answer.reasons.includes('held'))
          setNote('Unfollowed. It stays in My governance because you hold it.');
        else if (answer.reasons.includes('wrote'))
          setNote('Unfollowed. It stays in My governance because you wrote to it here.');
        else setNote('Unfollowed: it left My governance.');
      },
      onError: (error) =>
        setNote(
          `${follow ? 'Not followed' : 'Not unfollowed'}: ${readErrorText(error, 'the dashboard could not be reached. Try again.')}`,
        ),
    });
  };

  const standing =
    note ??
    (held && !followed ? 'In My governance because you hold it.' : followed ? 'In My governance.' : null);
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <Button
        variant={followed ? 'secondary' : 'primary'}
        size="sm"
        onClick={toggle}
        disabled={follows.isPending && !follows.isError}
        data-testid="follow-button"
      >
        {followed ? 'Unfollow' : 'Follow'}
      </Button>
      <p role="status" className="text-xs text-muted-foreground sm:text-right">
        {standing}
      </p>
    </div>
  );
}
