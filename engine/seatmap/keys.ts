/** Keys the map handles while it has focus, as commands. Others pass through (Tab leaves). */
export type KeyCommand =
  | { kind: 'move'; direction: 'left' | 'right' | 'up' | 'down' }
  | { kind: 'rowEnd'; direction: 'left' | 'right' }
  | { kind: 'sector'; delta: 1 | -1 }
  | { kind: 'activate' }
  | { kind: 'leave' }
  | { kind: 'zoom'; action: 'in' | 'out' | 'reset' };

export function keyCommand(key: string): KeyCommand | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'move', direction: 'left' };
    case 'ArrowRight':
      return { kind: 'move', direction: 'right' };
    case 'ArrowUp':
      return { kind: 'move', direction: 'up' };
    case 'ArrowDown':
      return { kind: 'move', direction: 'down' };
    case 'Home':
      return { kind: 'rowEnd', direction: 'left' };
    case 'End':
      return { kind: 'rowEnd', direction: 'right' };
    case 'PageDown':
      return { kind: 'sector', delta: 1 };
    case 'PageUp':
      return { kind: 'sector', delta: -1 };
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    case 'Escape':
      return { kind: 'leave' };
    case '+':
    case '=':
      return { kind: 'zoom', action: 'in' };
    case '-':
      return { kind: 'zoom', action: 'out' };
    case '0':
      return { kind: 'zoom', action: 'reset' };
    default:
      return null;
  }
}
