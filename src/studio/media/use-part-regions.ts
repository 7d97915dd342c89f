import { useEffect, useRef } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { MIN_PART_MS } from '#lib/studio/masters.ts';
import type { PartRegion, WaveSpan } from '#lib/studio/part-regions.ts';

// The parts made in the curtain's red, faint; the cut being marked in the hall's brass.
const PART_COLOUR = 'rgb(109 26 43 / 16%)';
const CUT_COLOUR = 'rgb(164 121 59 / 40%)';
/** The id of the cut's region when the form's times drew it. */
const TYPED_CUT = 'typed-cut';

/** What the master's waveform draws of its parts. */
export interface PartRegionsOptions {
  /** The parts already cut, drawn under their names; a made thing, so neither dragged nor resized. */
  parts: readonly PartRegion[];
  /** The cut the form's times describe, drawn as a region; null draws none. */
  cut: WaveSpan | null;
  /** A cut dragged across the waveform, or its region moved or resized there. */
  onCut: (span: WaveSpan) => void;
}

/**
 * A master's parts as regions on its waveform (wavesurfer.js's regions plugin), and the cut being marked:
 * dragged across the waveform, then moved or resized, it tells the form; the form's typed times move it.
 * One region is the cut at a time: a new drag replaces it.
 */
export function usePartRegions(surfer: WaveSurfer | null, { parts, cut, onCut }: PartRegionsOptions): void {
  const plugin = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const cutRegion = useRef<Region | null>(null);
  // The regions' events call back long after this render: they read the newest callback from here.
  const latestOnCut = useRef(onCut);
  useEffect(() => {
    latestOnCut.current = onCut;
  });
  useEffect(() => {
    if (!surfer) return;
    const regions = surfer.registerPlugin(RegionsPlugin.create());
    plugin.current = regions;
    const told = (region: Region) => latestOnCut.current({ start: region.start, end: region.end });
    const stopDragging = regions.enableDragSelection({ color: CUT_COLOUR, minLength: MIN_PART_MS / 1000 });
    regions.on('region-created', (region) => {
      // Only a drag makes a region without an id of ours: the parts and the typed cut are drawn below, and a
      // typed time is not written again while it is typed.
      if (region.id.startsWith('part-') || region.id === TYPED_CUT || region === cutRegion.current) return;
      cutRegion.current?.remove();
      cutRegion.current = region;
      told(region);
    });
    regions.on('region-updated', (region) => {
      if (region === cutRegion.current) told(region);
    });
    return () => {
      stopDragging();
      cutRegion.current = null;
      plugin.current = null;
      regions.destroy();
    };
  }, [surfer]);

  const drawnParts = JSON.stringify(parts);
  useEffect(() => {
    const regions = plugin.current;
    if (!regions) return;
    const drawn = (JSON.parse(drawnParts) as PartRegion[]).map((part) => {
      const region = regions.addRegion({
        id: `part-${part.id}`,
        start: part.start,
        end: part.end,
        content: part.label,
        color: PART_COLOUR,
        drag: false,
        resize: false,
      });
      // A part is drawn, not handled: a drag that starts on it marks a new cut across it.
      region.element?.style.setProperty('pointer-events', 'none');
      return region;
    });
    return () => drawn.forEach((region) => region.remove());
  }, [drawnParts, surfer]);

  const cutStart = cut?.start;
  const cutEnd = cut?.end;
  useEffect(() => {
    const regions = plugin.current;
    if (!regions) return;
    if (cutStart === undefined || cutEnd === undefined) {
      cutRegion.current?.remove();
      cutRegion.current = null;
    } else if (cutRegion.current) {
      cutRegion.current.setOptions({ start: cutStart, end: cutEnd });
    } else {
      cutRegion.current = regions.addRegion({
        id: TYPED_CUT,
        start: cutStart,
        end: cutEnd,
        color: CUT_COLOUR,
        minLength: MIN_PART_MS / 1000,
      });
    }
  }, [cutStart, cutEnd, surfer]);
}
