import { useEffect, useRef, type KeyboardEvent } from 'react';
import { listKey, noTypeAhead, typeAhead } from '../../../../../engine';

export interface StepItem {
  key: string;
  title: string;
  /** Smaller lines under the title (free seats, prices, what a party finds). */
  meta: string[];
  /** Heard but not chosen: no seats together here, say. */
  disabled?: boolean;
  /** A seat in the cart: choosing it takes it out. */
  pressed?: boolean;
  /** What type-ahead matches (a row's label, a sector's name). */
  typeKey: string;
}

export interface StepListProps {
  labelledBy: string;
  items: readonly StepItem[];
  active: number;
  onActive: (index: number) => void;
  onChoose: (index: number) => void;
  /** The right arrow: into the focused item (sectors and rows); absent on the seat level. */
  onOpen?: (index: number) => void;
  onBack?: () => void;
  /** Changes when the focus should go to the active item (a step opened or closed, a choice made). */
  focusToken: number;
  testId?: string;
}

/**
 * One step of the list: buttons with a roving tab stop, so that Tab leaves the list and
 * the arrows move inside it (engine/a11y/list-keys.ts says which key does what).
 */
export function StepList({ labelledBy, items, active, onActive, onChoose, onOpen, onBack, focusToken, testId }: StepListProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const typed = useRef(noTypeAhead);
  const at = Math.max(0, Math.min(active, items.length - 1));

  // Only a new token moves the focus: mounting the list (switching to it) leaves the focus
  // where the buyer put it.
  const seenToken = useRef(focusToken);
  useEffect(() => {
    if (seenToken.current === focusToken) return;
    seenToken.current = focusToken;
    refs.current[at]?.focus();
  }, [focusToken, at]);

  const move = (index: number) => {
    onActive(index);
    refs.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const command = listKey(e.key, at, items.length);
    if (command) {
      e.preventDefault();
      if (command.kind === 'focus') move(command.index);
      else if (command.kind === 'open') onOpen?.(at);
      else onBack?.();
      return;
    }
    const found = typeAhead(typed.current, e.key, e.timeStamp, items.map((i) => i.typeKey), at);
    typed.current = found.state;
    if (found.index !== null) {
      e.preventDefault();
      move(found.index);
    }
  };

  return (
    <ul className="seat-stepper__list" aria-labelledby={labelledBy} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.key}>
          <button
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            className="seat-stepper__item"
            tabIndex={index === at ? 0 : -1}
            aria-disabled={item.disabled || undefined}
            aria-pressed={item.pressed === undefined ? undefined : item.pressed}
            // Name and lines read as one phrase; the spans alone would run together.
            aria-label={[item.title, ...item.meta].join(', ')}
            onFocus={() => index !== at && onActive(index)}
            onClick={() => {
              onActive(index);
              if (!item.disabled) onChoose(index);
            }}
          >
            <span className="seat-stepper__item-title">{item.title}</span>
            {item.meta.map((line) => (
              <span key={line} className="seat-stepper__meta">
                {line}
              </span>
            ))}
          </button>
        </li>
      ))}
    </ul>
  );
}
