// The trade panel's parts that load apart from it: the form (with react-hook-form) only for a person who
// may trade, what follows a send once the form shows.
export const loadReady = () => import('./ready-panel');
export const loadOutcome = () => import('./trade-outcome');
