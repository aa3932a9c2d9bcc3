import 'konva/lib/shapes/Circle';
import { Circle, Layer, Stage } from 'react-konva/lib/ReactKonvaCore';

const SIZE = 14;

/**
 * A price zone's colour as a seat of that zone: a disc on a small Konva canvas that React
 * owns (the map's own layers are the engine's). Decorative: the price next to it is the text.
 */
export function LegendSwatch({ color }: { color: string }) {
  return (
    <span className="scheme-legend__swatch" aria-hidden="true" data-color={color}>
      <Stage width={SIZE} height={SIZE} listening={false}>
        <Layer listening={false}>
          <Circle x={SIZE / 2} y={SIZE / 2} radius={SIZE / 2} fill={color} listening={false} perfectDrawEnabled={false} />
        </Layer>
      </Stage>
    </span>
  );
}
