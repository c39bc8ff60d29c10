// The one formatting module: amounts, percentages, durations, moments and counts, the same way on every
// page. Amounts and basis points stay bigint; the rules are written at the top of each file.

export * from './amount';
export * from './date';
export * from './duration';
export * from './locale';
export * from './percent';
export * from './plural';
export * from './verdict';
export * from './file-size';
