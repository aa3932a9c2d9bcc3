import 'konva/lib/shapes/Circle';
import { memo } from 'react';
import { Circle, Layer, Stage } from 'react-konva/lib/ReactKonvaCore';
import { useWhenIdle } from '../../../components/use-when-idle';

const SIZE = 14;

/**
 * A price zone's colour as a seat of that zone: a disc on a small Konva canvas that React
 * owns (the map's own layers are the engine's). Decorative: the price next to it is the text.
 * The stage mounts at the first idle moment after `after` (the map's first paint), and a
 * swatch renders again only when its colour changes: each render of a react-konva stage runs
 * a second reconciler.
 */
export const LegendSwatch = memo(function LegendSwatch({ color, after = true }: { color: string; after?: boolean }) {
  const idle = useWhenIdle(after);
  return (
    <span className="scheme-legend__swatch" aria-hidden="true" data-color={color}>
      {idle && (
        <Stage width={SIZE} height={SIZE} listening={false}>
          <Layer listening={false}>
            <Circle x={SIZE / 2} y={SIZE / 2} radius={SIZE / 2} fill={color} listening={false} perfectDrawEnabled={false} />
          </Layer>
        </Stage>
      )}
    </span>
  );
});
