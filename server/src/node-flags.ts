/**
 * Flags the API's Node process runs with (`npm run api`, `npm start`, the benchmarks). An 8 MB
 * young generation instead of V8's larger default keeps the peak resident memory of building the
 * scale catalogue's answers under the 300 MB aim, where the default went past it (figures:
 * docs/performance.md); 2 MB saved
 * a little more but lengthened the stream-link p99. The old generation is left unbounded, so a
 * larger catalogue never runs out of heap.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
