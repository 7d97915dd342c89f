/**
 * Times `run` on each input, three rounds, in milliseconds. The search bench runs it in Node and
 * serves this module to Chromium (types stripped), so both measure with the same loop; it must
 * import nothing.
 */
export function timeEach(run: (input: string) => unknown, inputs: readonly string[]): number[] {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const input of inputs) {
      const start = performance.now();
      run(input);
      times.push(performance.now() - start);
    }
  }
  return times;
}
