/** Milliseconds streamed as minutes with one decimal, as the report and its exports give them ('12.5'). */
export function playMinutes(milliseconds: number): string {
  return (Math.round(milliseconds / 6_000) / 10).toFixed(1);
}
