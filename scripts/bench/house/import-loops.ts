/**
 * Import loops: the strongly connected components of an import graph that hold more than one
 * module, or one module that imports itself. Each is one loop however many cycles run through
 * it: breaking it means making its modules' imports a tree again.
 */

/** Each module (a path) and the modules it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

interface Visit {
  index: number;
  low: number;
}

/** The import loops of `graph`, each as its modules sorted, the loops sorted by their first module. */
export function importLoops(graph: ImportGraph): string[][] {
  const visits = new Map<string, Visit>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  // Tarjan's algorithm: a module whose lowest reachable index is its own closes a component.
  const connect = (module: string): Visit => {
    const visit = { index: visits.size, low: visits.size };
    visits.set(module, visit);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      const seen = visits.get(target);
      if (seen === undefined) visit.low = Math.min(visit.low, connect(target).low);
      else if (onStack.has(target)) visit.low = Math.min(visit.low, seen.index);
    }
    if (visit.low === visit.index) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      const selfImport = graph.get(module)?.includes(module) === true;
      if (component.length > 1 || selfImport) loops.push(component.sort());
    }
    return visit;
  };
  for (const module of graph.keys()) if (!visits.has(module)) connect(module);
  return loops.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
