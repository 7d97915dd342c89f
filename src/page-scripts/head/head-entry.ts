import type { HeadScriptValues } from './head-values.ts';
import { runHeadScript } from './run-head-script.ts';

/**
 * The page's values: the compiled script is the body of a function of this one parameter, called with
 * them (src/page-scripts/head-script.ts), so its code is the same on every page.
 */
declare const headScriptValues: HeadScriptValues;

runHeadScript(headScriptValues, window, document);
