// The `?limit=` contract the list endpoints share (votes, activity): 50 by default, at most 200, and anything
// but a positive whole number in plain digits is 50. Each parser adds its own cases for very long numbers.

export const LIST_LIMIT_CASES: [raw: string | null, limit: number][] = [
  [null, 50],
  ['', 50],
  ['0', 50],
  ['000', 50],
  ['abc', 50],
  ['12abc', 50],
  ['1.5', 50],
  ['1e2', 50],
  ['-1', 50],
  ['-5', 50],
  ['+5', 50],
  [' 5', 50],
  ['1', 1],
  ['007', 7],
  ['10', 10],
  ['50', 50],
  ['199', 199],
  ['200', 200],
  ['201', 200],
  ['1000', 200],
  ['999999', 200],
];
