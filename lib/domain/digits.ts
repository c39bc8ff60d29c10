/** "1234567" → "1,234,567": a string of whole digits in en-US groups of three. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(?:[0-9]{3})+$)/g, ',');
}
