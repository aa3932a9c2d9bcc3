import { describe, expect, it } from 'vitest';
import { keyCommand } from './keys';

describe('map keys', () => {
  it('maps arrows, Enter/Space, Escape, paging and zoom keys to commands', () => {
    expect(keyCommand('ArrowDown')).toEqual({ kind: 'move', direction: 'down' });
    expect(keyCommand('Home')).toEqual({ kind: 'rowEnd', direction: 'left' });
    expect(keyCommand('PageDown')).toEqual({ kind: 'sector', delta: 1 });
    expect(keyCommand('Enter')).toEqual({ kind: 'activate' });
    expect(keyCommand(' ')).toEqual({ kind: 'activate' });
    expect(keyCommand('Escape')).toEqual({ kind: 'leave' });
    expect(keyCommand('+')).toEqual({ kind: 'zoom', action: 'in' });
    expect(keyCommand('-')).toEqual({ kind: 'zoom', action: 'out' });
    expect(keyCommand('0')).toEqual({ kind: 'zoom', action: 'reset' });
  });

  it('leaves Tab and letters to the page', () => {
    expect(keyCommand('Tab')).toBeNull();
    expect(keyCommand('a')).toBeNull();
  });
});
