'use client';

import * as React from 'react';

/** "Check again" after an unknown outcome: whether a check runs, and whether one has finished. */
export function useCheck(onCheck: () => Promise<void>) {
  const [checking, setChecking] = React.useState(false);
  const [checked, setChecked] = React.useState(false);
  const check = async () => {
    setChecking(true);
    await onCheck().finally(() => setChecking(false));
    setChecked(true);
  };
  return { checking, checked, check };
}
